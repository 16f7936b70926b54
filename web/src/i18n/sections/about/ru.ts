import type { Messages } from '../../messages'

export const about: Messages['about'] = {
  council: {
    plans: 'Планы и протоколы заседаний',
    decisions: 'Решения Учёного совета',
    membership: 'Состав и положения',
  },
  year: {
    label: 'Год',
    all: 'Все годы',
  },
  purchases: {
    empty: 'За этот год объявления о закупках не публиковались.',
  },
  ema: {
    empty: 'За этот год документы не публиковались.',
  },
  management: {
    rectorateKicker: 'Руководство',
    rectorate: 'Ректорат',
    groupsKicker: 'Структура управления',
    groupsTitle: 'Коллегиальные органы и руководители',
    groupsLabel: 'Группы сотрудников',
    empty: 'В этой группе пока никого нет.',
  },
  history: {
    timelineTitle: 'История по годам',
    timelineLabel: '{{name}}: история по годам',
  },
  strategy: {
    title: 'Стратегия развития',
    unavailable: 'Сейчас не удалось загрузить стратегию. Попробуйте обновить страницу позже.',
  },
  welcome: {
    newsKicker: 'Что происходит',
    newsTitle: 'Новости университета',
  },
  sitemap: {
    title: 'Карта сайта',
    lead: 'Для разработчиков: каждая страница сайта, адреса взяты из настоящих данных API.',
    count: 'Страниц: {{count}}',
    groups: {
      main: 'Главные страницы',
      content: 'Страницы с формами заявок',
      education: 'Обучение',
      science: 'Наука и устойчивое развитие',
      campus: 'Студентам и сотрудникам',
      about: 'Об университете',
      schools: 'Школы',
      educationLevels: 'Уровни образования',
      programs: 'Образовательные программы',
      grants: 'Гранты',
      dualPrograms: 'Дуальные программы',
      sciencePages: 'Разделы науки',
      scienceGrants: 'Научные гранты',
      projects: 'Проекты',
      activities: 'Мероприятия проектов',
      publications: 'Издания',
      sdgs: 'Цели устойчивого развития',
      studentLife: 'Студенческая жизнь',
      centers: 'Центры',
      businessAdvice: 'Бизнес-советы',
      announcements: 'Объявления диссертационного совета',
      news: 'Новости',
    },
  },
}
