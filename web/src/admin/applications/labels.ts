// The inbox's words in the staff member's language: form names, a submission's and a mail's
// states, the visitor's language. A value the tables do not know (one added on the server later)
// shows as itself, never as an error.
import { useT } from '@/i18n/LangContext'
import { isLang } from '@/i18n/lang'
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  MAIL_STATUSES,
  type ApplicationStatus,
  type ApplicationType,
  type MailStatus,
} from '../api/types'
import { readable } from '../labels'

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    values.some((candidate) => candidate === value)

export const isApplicationType = oneOf<ApplicationType>(APPLICATION_TYPES)
export const isApplicationStatus = oneOf<ApplicationStatus>(APPLICATION_STATUSES)
export const isMailStatus = oneOf<MailStatus>(MAIL_STATUSES)

export function useInboxLabels() {
  const { t } = useT()
  return {
    form: (type: string) =>
      isApplicationType(type) ? t(`admin.formNames.${type}`) : readable(type),
    status: (status: string) =>
      isApplicationStatus(status) ? t(`admin.applicationStatus.${status}`) : readable(status),
    mail: (status: string) =>
      isMailStatus(status) ? t(`admin.mailStatus.${status}`) : readable(status),
    lang: (code: string) => (isLang(code) ? t(`admin.langs.${code}`) : code),
  }
}
