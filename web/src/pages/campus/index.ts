export { BusinessAdvicePage, HrSectionPage, StaticPage, StudentLifePage } from './pages'
