export * from './pages'
