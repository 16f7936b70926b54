export { NotFoundPage } from './NotFoundPage'
