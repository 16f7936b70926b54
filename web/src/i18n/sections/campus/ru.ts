import type { Messages } from '../../messages'

export const campus: Messages['campus'] = {
  vacancies: {
    title: 'Открытые вакансии',
  },
  departments: {
    kicker: 'Структура университета',
    title: 'Подразделения',
    head: 'Руководитель',
    vacancies_one: '{{count}} открытая вакансия',
    vacancies_few: '{{count}} открытые вакансии',
    vacancies_many: '{{count}} открытых вакансий',
    vacancies_other: '{{count}} открытой вакансии',
    noVacancies: 'Сейчас открытых вакансий нет',
  },
  schoolStaff: {
    kicker: 'Команда школы',
    administration: 'Администрация школы',
    teachers: 'Профессорско-преподавательский состав',
  },
  newTab: 'откроется в новой вкладке',
  people: {
    deansOffice: 'Сотрудники деканатов',
    councilMembers: 'Члены совета',
    camryMembers: 'Члены совета CAMRY',
    centreHeads: 'Руководители центров',
    coaches: 'Коучи и наставники',
    teamCoaches: 'Тренеры команды',
  },
  organizations: {
    title: 'Студенческие организации и клубы',
    leader: 'Руководитель',
    email: 'Электронная почта',
  },
  awards: {
    kicker: 'Наша гордость',
    title: 'Достижения студентов',
  },
  clubs: {
    title: 'Спортивные секции',
    schedule: 'Расписание',
    coach: 'Тренер',
  },
  events: {
    title: 'Календарь мероприятий',
    tabs: 'Мероприятия',
    upcoming: 'Предстоящие',
    past: 'Прошедшие',
    place: 'Место проведения',
    noUpcoming: 'Предстоящие мероприятия пока не объявлены. Следите за новостями.',
    noPast: 'Прошедших мероприятий пока нет.',
  },
  volunteers: {
    title: 'Наши волонтёры',
    groups: 'Направления волонтёрства',
    empty: 'В этом направлении пока нет волонтёров.',
  },
  partners: {
    kicker: 'Работодатели',
    title: 'Компании-партнёры',
  },
  inclusion: {
    news: 'Новости университета и школ',
  },
  hr: {
    sections: 'Разделы отдела кадров',
    overview: 'Обзор',
    open: 'Перейти в раздел',
  },
  contacts: {
    kicker: 'Свяжитесь с нами',
    main: 'Основные контакты',
    address: 'Адрес',
    phone: 'Телефон',
    email: 'Электронная почта',
    hours: 'Часы работы',
    map: 'Открыть на карте',
    departments: 'Контакты подразделений',
  },
  webinars: {
    title: 'Вебинары библиотеки',
    topics: 'Темы вебинаров',
    all: 'Все темы',
    speaker: 'Спикер',
    watch: 'Смотреть запись',
    empty: 'По этой теме вебинаров пока нет.',
  },
  libraryDocuments: {
    rules: 'Положения и правила библиотеки',
    guides: 'Руководства по электронным ресурсам библиотеки',
  },
  graduates: {
    kicker: 'Выпускники',
    title: 'Истории наших выпускников',
    year: 'Выпуск {{year}} года',
    watch: 'Смотреть видеоисторию',
  },
}
