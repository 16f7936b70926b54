export { SearchPage } from './SearchPage'
