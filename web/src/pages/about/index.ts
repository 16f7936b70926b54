export { DevSitemapPage } from './DevSitemapPage'
export { StaticPage } from './StaticPage'
