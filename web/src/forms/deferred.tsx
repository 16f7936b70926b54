// The forms, each loaded on demand. Their code (the form library, validation schemas, input masks)
// is the heaviest of the site, and a form mostly sits below the fold or in a dialog: a form in a
// FormSection loads when the section comes near the viewport, one in a Modal when it opens. Pages
// import forms from here, never from their own modules.
import { lazy, type ComponentType } from 'react'
import { lazyChunk } from '@/lib/lazyChunk'

function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(lazyChunk(async () => ({ default: await load() })))
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
