export { NewsLandingPage } from './NewsLandingPage'
export { NewsItemPage } from './NewsItemPage'
