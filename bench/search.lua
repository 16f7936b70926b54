-- wrk script: search queries in three languages, each request unique (a counter in the query
-- string) so that every one is a real search, not an answer from the cache.
local queries = {
  "lang=en&query=graduation", "lang=en&query=accounting%20audit", "lang=en&query=rector%27s%20grant",
  "lang=en&query=graduatoin", "lang=en&query=hackathon%20students",
  "lang=ru&query=%D0%B3%D1%80%D0%B0%D0%BD%D1%82", "lang=ru&query=%D0%B2%D1%8B%D0%BF%D1%83%D1%81%D0%BA%D0%BD%D0%B8%D0%BA%D0%BE%D0%B2",
  "lang=kz&query=%D0%BA%D1%96%D1%82%D0%B0%D0%BF%D1%85%D0%B0%D0%BD%D0%B0", "lang=kz&query=%D1%81%D1%82%D1%83%D0%B4%D0%B5%D0%BD%D1%82%D1%82%D0%B5%D1%80",
}
local counter = 0
request = function()
  counter = counter + 1
  local q = queries[(counter % #queries) + 1]
  return wrk.format("GET", "/api/v1/search/index?" .. q .. "&n=" .. counter)
end
