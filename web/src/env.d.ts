/// <reference types="vite/client" />

// The VITE_* variables the app reads (see src/config.ts).
interface ImportMetaEnv {
  readonly VITE_BILIM_SERVICE_EMAIL?: string
  readonly VITE_BILIM_SERVICE_PASSWORD?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

// The URL of the admin's own stylesheet in a built app; null where Vite adds the admin's styles
// as it imports them (the development server, the unit tests). See vite.admin-stylesheet.ts.
declare module 'virtual:admin-stylesheet' {
  const href: string | null
  export default href
}
