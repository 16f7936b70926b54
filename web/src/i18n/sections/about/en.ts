import type { Messages } from '../../messages'

export const about: Messages['about'] = {
  council: {
    plans: 'Meeting plans and minutes',
    decisions: 'Council decisions',
    membership: 'Membership and regulations',
  },
  year: {
    label: 'Year',
    all: 'All years',
  },
  purchases: {
    empty: 'No procurement notices were published for this year.',
  },
  ema: {
    empty: 'No documents were published for this year.',
  },
  management: {
    rectorateKicker: 'Leadership',
    rectorate: 'Rectorate',
    groupsKicker: 'How we are governed',
    groupsTitle: 'Governing bodies and leaders',
    groupsLabel: 'Staff groups',
    empty: 'Nobody has been added to this group yet.',
  },
  history: {
    timelineTitle: 'History year by year',
    timelineLabel: '{{name}}: history year by year',
  },
  strategy: {
    title: 'Development strategy',
    unavailable: 'The strategy could not be loaded just now. Please try reloading the page later.',
  },
  welcome: {
    newsKicker: "What's happening",
    newsTitle: 'University news',
  },
  sitemap: {
    title: 'Site map',
    lead: 'For developers: every page of the site, with addresses taken from the real API data.',
    count: '{{count}} pages',
    groups: {
      main: 'Main pages',
      content: 'Pages with application forms',
      education: 'Studying',
      science: 'Research and sustainability',
      campus: 'Students and staff',
      about: 'About the university',
      schools: 'Schools',
      educationLevels: 'Levels of study',
      programs: 'Degree programmes',
      grants: 'Grants',
      dualPrograms: 'Dual programmes',
      sciencePages: 'Research sections',
      scienceGrants: 'Research grants',
      projects: 'Projects',
      activities: 'Project activities',
      publications: 'Journals',
      sdgs: 'Sustainable development goals',
      studentLife: 'Student life',
      centers: 'Centres',
      businessAdvice: 'Business councils',
      announcements: 'Dissertation committee announcements',
      news: 'News',
    },
  },
}
