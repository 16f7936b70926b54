export { NewsCatalogPage } from './NewsCatalogPage'
