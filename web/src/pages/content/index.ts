export { CenterPage, SchoolPage, StaticPage } from './pages'
