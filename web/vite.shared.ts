// Build settings both bundles share: the browser's (vite.config.ts) and the server's
// (vite.ssr.config.ts).
import { fileURLToPath } from 'node:url'
import type { Alias } from 'vite'

/**
 * React Router's production build for built bundles. Its package.json points every condition at
 * the development build (remix-run/react-router#14102), whose warnings are checked, their
 * messages built, on every render of the routes and every link, and logged in visitors' consoles.
 * The development server and the unit tests keep the development build and its warnings.
 */
export const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
}
