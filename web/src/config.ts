// The web app's build-time configuration, read from Vite's environment in one place. The service
// account is the one the visitor forms log in with (spec: credentials built into the client); its
// token can do nothing but submit forms. Override with VITE_BILIM_SERVICE_EMAIL and
// VITE_BILIM_SERVICE_PASSWORD at build time.

export const serviceAccount = {
  email: import.meta.env.VITE_BILIM_SERVICE_EMAIL || 'forms@dbu.edu.kz',
  password: import.meta.env.VITE_BILIM_SERVICE_PASSWORD || 'dala-demo-forms',
} as const
