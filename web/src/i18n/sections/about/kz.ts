// The about family's interface texts in Kazakh (the source of truth for the other languages).
// Loaded with the family's pages, merged into the table under `about.`.

export const about = {
  council: {
    plans: 'Отырыстардың жоспарлары мен хаттамалары',
    decisions: 'Ғылыми кеңестің шешімдері',
    membership: 'Құрамы және ережелері',
  },
  year: {
    label: 'Жыл',
    all: 'Барлық жылдар',
  },
  purchases: {
    empty: 'Бұл жылы сатып алу туралы хабарландырулар жарияланған жоқ.',
  },
  ema: {
    empty: 'Бұл жылға құжаттар жарияланған жоқ.',
  },
  management: {
    rectorateKicker: 'Басшылық',
    rectorate: 'Ректорат',
    groupsKicker: 'Басқару құрылымы',
    groupsTitle: 'Алқалы органдар мен басшылар',
    groupsLabel: 'Қызметкерлер топтары',
    empty: 'Бұл топқа әзірге ешкім қосылмаған.',
  },
  history: {
    timelineTitle: 'Тарих жыл бойынша',
    timelineLabel: '{{name}}: тарих жыл бойынша',
  },
  strategy: {
    title: 'Даму стратегиясы',
    unavailable: 'Стратегияны қазір жүктеу мүмкін болмады. Бетті кейінірек жаңартып көріңіз.',
  },
  welcome: {
    newsKicker: 'Не болып жатыр',
    newsTitle: 'Университет жаңалықтары',
  },
  sitemap: {
    title: 'Сайт картасы',
    lead: 'Әзірлеушілерге арналған: сайттың әр беті, мекенжайлар API-дегі нақты деректерден алынған.',
    count: '{{count}} бет',
    groups: {
      main: 'Негізгі беттер',
      content: 'Өтінім формалары бар беттер',
      education: 'Оқу',
      science: 'Ғылым және тұрақты даму',
      campus: 'Студенттер мен қызметкерлер',
      about: 'Университет туралы',
      schools: 'Мектептер',
      educationLevels: 'Білім деңгейлері',
      programs: 'Білім беру бағдарламалары',
      grants: 'Гранттар',
      dualPrograms: 'Дуальді бағдарламалар',
      sciencePages: 'Ғылым бөлімдері',
      scienceGrants: 'Ғылыми гранттар',
      projects: 'Жобалар',
      activities: 'Жобалардағы іс-шаралар',
      publications: 'Басылымдар',
      sdgs: 'Тұрақты даму мақсаттары',
      studentLife: 'Студенттік өмір',
      centers: 'Орталықтар',
      businessAdvice: 'Бизнес-кеңестер',
      announcements: 'Диссертациялық кеңестің хабарландырулары',
      news: 'Жаңалықтар',
    },
  },
}
