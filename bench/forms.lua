-- wrk: a consultation request, POSTed with the forms token given as the first argument.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[{"fio": "Бенчмарк Келушісі", "email": "visitor@bench.kz", "phone": "+7 (707) 123-45-67",
  "message": "Грант туралы сұрақ", "page_type": "static", "page_slug": "summer-school", "tags": {}}]]

function init(args)
  wrk.headers["Authorization"] = "Bearer " .. args[1]
end
