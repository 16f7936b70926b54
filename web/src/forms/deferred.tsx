// The forms, each loaded on demand. Their code (the form library, validation schemas, input masks)
// is the heaviest of the site, and a form mostly sits below the fold or in a dialog: a form in a
// FormSection loads when the section comes near the viewport, one in a Modal when it opens. The
// forms' own texts (labels, errors, statuses: the `formFields` text section) load with them, not
// with every page; a form renders once both are there, and the caller's Suspense fallback shows
// meanwhile. Pages import forms from here, never from their own modules.
import { lazy, use, type ComponentType } from 'react'
import { loadSection, sectionLoaded } from '@/i18n/i18n'
import { useLang } from '@/i18n/LangContext'
import { lazyChunk } from '@/lib/lazyChunk'

function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  // One download, whether the texts' wait or the lazy component asks first: a second lazyChunk
  // call on a stale deploy would find the reload mark and show the error screen instead.
  let code: Promise<ComponentType<P>> | undefined
  const loadCode = () => (code ??= lazyChunk(load)())
  const Form = lazy(async () => ({ default: await loadCode() }))

  return function DeferredForm(props: P) {
    const lang = useLang()
    // The code downloads while the texts do, not after them; a failure reaches the error boundary
    // when the lazy form awaits the same promise.
    if (!sectionLoaded(lang, 'formFields')) loadCode().catch(() => {})
    // Not skipped once the texts are there: React may replay this render when they arrive, and a
    // replay must call use() again. The promise is the same one each time (use() needs that), and
    // answers at once when loaded.
    use(loadSection(lang, 'formFields'))
    return <Form {...props} />
  }
}

export const ArchiveForm = deferred(async () => (await import('./ArchiveForm')).ArchiveForm)
export const BookForm = deferred(async () => (await import('./BookForm')).BookForm)
export const ConsultationForm = deferred(
  async () => (await import('./ConsultationForm')).ConsultationForm,
)
export const QuestionForm = deferred(async () => (await import('./QuestionForm')).QuestionForm)
export const ReceptionForm = deferred(async () => (await import('./ReceptionForm')).ReceptionForm)
export const SchoolForm = deferred(async () => (await import('./SchoolForm')).SchoolForm)
export const ServiceForm = deferred(async () => (await import('./ServiceForm')).ServiceForm)
export const SummerSchoolForm = deferred(
  async () => (await import('./SummerSchoolForm')).SummerSchoolForm,
)
export const VacancyForm = deferred(async () => (await import('./VacancyForm')).VacancyForm)
