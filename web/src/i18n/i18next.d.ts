// Typed keys: t('nav.home') type-checks, t('nav.hom') does not.
import 'i18next'
import type { Messages } from './messages'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Messages }
  }
}
