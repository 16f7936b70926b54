// The campus family's interface texts in Kazakh (the source of truth for the other languages).
// Loaded with the family's pages, merged into the table under `campus.`.

export const campus = {
  vacancies: {
    title: 'Ашық вакансиялар',
  },
  departments: {
    kicker: 'Университет құрылымы',
    title: 'Бөлімдер',
    head: 'Басшысы',
    vacancies_one: '{{count}} ашық вакансия',
    vacancies_few: '{{count}} ашық вакансия',
    vacancies_many: '{{count}} ашық вакансия',
    vacancies_other: '{{count}} ашық вакансия',
    noVacancies: 'Қазір ашық вакансия жоқ',
  },
  schoolStaff: {
    kicker: 'Мектеп командасы',
    administration: 'Мектеп әкімшілігі',
    teachers: 'Профессорлық-оқытушылық құрам',
  },
  newTab: 'жаңа қойындыда ашылады',
  people: {
    deansOffice: 'Деканат қызметкерлері',
    councilMembers: 'Кеңес мүшелері',
    camryMembers: 'CAMRY кеңесінің мүшелері',
    centreHeads: 'Орталықтардың басшылары',
    coaches: 'Коучтар мен тәлімгерлер',
    teamCoaches: 'Команданың жаттықтырушылары',
  },
  organizations: {
    title: 'Студенттік ұйымдар мен клубтар',
    leader: 'Жетекшісі',
    email: 'Электрондық пошта',
  },
  awards: {
    kicker: 'Біздің мақтанышымыз',
    title: 'Студенттердің жетістіктері',
  },
  clubs: {
    title: 'Спорт секциялары',
    schedule: 'Кесте',
    coach: 'Жаттықтырушы',
  },
  events: {
    title: 'Іс-шаралар күнтізбесі',
    tabs: 'Іс-шаралар',
    upcoming: 'Алдағы',
    past: 'Өткен',
    place: 'Өтетін орны',
    noUpcoming: 'Алдағы іс-шаралар әзірге жарияланған жоқ. Жаңалықтарды бақылап отырыңыз.',
    noPast: 'Өткен іс-шаралар әзірге жоқ.',
  },
  volunteers: {
    title: 'Біздің волонтерлер',
    groups: 'Волонтерлік бағыттар',
    empty: 'Бұл бағытта әзірге волонтерлер жоқ.',
  },
  partners: {
    kicker: 'Жұмыс берушілер',
    title: 'Серіктес компаниялар',
  },
  inclusion: {
    news: 'Университет пен мектептер жаңалықтары',
  },
  hr: {
    sections: 'Кадр қызметінің бөлімдері',
    overview: 'Шолу',
    open: 'Бөлімге өту',
  },
  contacts: {
    kicker: 'Бізбен байланысыңыз',
    main: 'Негізгі байланыстар',
    address: 'Мекенжай',
    phone: 'Телефон',
    email: 'Электрондық пошта',
    hours: 'Жұмыс уақыты',
    map: 'Картадан ашу',
    departments: 'Бөлімшелердің байланыстары',
  },
  webinars: {
    title: 'Кітапхана вебинарлары',
    topics: 'Вебинар тақырыптары',
    all: 'Барлық тақырыптар',
    speaker: 'Спикер',
    watch: 'Жазбаны көру',
    empty: 'Бұл тақырып бойынша вебинарлар әзірге жоқ.',
  },
  libraryDocuments: {
    rules: 'Кітапхананың ережелері мен қағидалары',
    guides: 'Кітапхананың электрондық ресурстары бойынша нұсқаулықтар',
  },
  graduates: {
    kicker: 'Түлектер',
    title: 'Түлектеріміздің тарихы',
    year: '{{year}} жылғы түлек',
    watch: 'Бейнеәңгімені көру',
  },
}
