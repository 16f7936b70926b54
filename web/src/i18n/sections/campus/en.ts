import type { Messages } from '../../messages'

export const campus: Messages['campus'] = {
  vacancies: {
    title: 'Open vacancies',
  },
  departments: {
    kicker: 'University structure',
    title: 'Departments',
    head: 'Head',
    vacancies_one: '{{count}} open vacancy',
    vacancies_few: '{{count}} open vacancies',
    vacancies_many: '{{count}} open vacancies',
    vacancies_other: '{{count}} open vacancies',
    noVacancies: 'No open vacancies at the moment',
  },
  schoolStaff: {
    kicker: 'The school’s team',
    administration: 'School administration',
    teachers: 'Teaching staff',
  },
  newTab: 'opens in a new tab',
  people: {
    deansOffice: 'Dean’s office staff',
    councilMembers: 'Council members',
    camryMembers: 'Members of the CAMRY council',
    centreHeads: 'Heads of centres',
    coaches: 'Coaches and mentors',
    teamCoaches: 'Team coaches',
  },
  organizations: {
    title: 'Student organisations and clubs',
    leader: 'Leader',
    email: 'E-mail',
  },
  awards: {
    kicker: 'Our pride',
    title: 'Student achievements',
  },
  clubs: {
    title: 'Sports clubs',
    schedule: 'Schedule',
    coach: 'Coach',
  },
  events: {
    title: 'Events calendar',
    tabs: 'Events',
    upcoming: 'Upcoming',
    past: 'Past',
    place: 'Venue',
    noUpcoming: 'No upcoming events have been announced yet. Keep an eye on the news.',
    noPast: 'There are no past events yet.',
  },
  volunteers: {
    title: 'Our volunteers',
    groups: 'Volunteer groups',
    empty: 'There are no volunteers in this group yet.',
  },
  partners: {
    kicker: 'Employers',
    title: 'Partner companies',
  },
  inclusion: {
    news: 'News from the university and its schools',
  },
  hr: {
    sections: 'HR department sections',
    overview: 'Overview',
    open: 'Open the section',
  },
  contacts: {
    kicker: 'Get in touch',
    main: 'Main contacts',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Opening hours',
    map: 'Open in the map',
    departments: 'Department contacts',
  },
  webinars: {
    title: 'Library webinars',
    topics: 'Webinar topics',
    all: 'All topics',
    speaker: 'Speaker',
    watch: 'Watch the recording',
    empty: 'There are no webinars on this topic yet.',
  },
  libraryDocuments: {
    rules: 'Library regulations and rules',
    guides: 'Library e-resources guides',
  },
  graduates: {
    kicker: 'Graduates',
    title: 'Our graduates’ stories',
    year: 'Class of {{year}}',
    watch: 'Watch the video story',
  },
}
