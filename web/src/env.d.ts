/// <reference types="vite/client" />

// The VITE_* variables the app reads (see src/config.ts).
interface ImportMetaEnv {
  readonly VITE_BILIM_SERVICE_EMAIL?: string
  readonly VITE_BILIM_SERVICE_PASSWORD?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
