// The forms that sit in content pages as sections of their own: title and lead beside the form.
import { FormSection } from '@/forms/FormSection'
import { ReceptionForm, SchoolForm, ServiceForm, SummerSchoolForm } from '@/forms/deferred'
import { useT } from '@/i18n/LangContext'

export function ReceptionSection() {
  const { t } = useT()
  return (
    <FormSection title={t('forms.reception.title')} lead={t('forms.reception.lead')}>
      <ReceptionForm />
    </FormSection>
  )
}

export function SummerSchoolSection() {
  const { t } = useT()
  return (
    <FormSection title={t('forms.summer.title')} lead={t('forms.summer.lead')}>
      <SummerSchoolForm />
    </FormSection>
  )
}

export function ServiceSection() {
  const { t } = useT()
  return (
    <FormSection title={t('forms.service.title')} lead={t('forms.service.lead')}>
      <ServiceForm />
    </FormSection>
  )
}

export function SchoolSection({ schoolId }: { schoolId: number }) {
  const { t } = useT()
  return (
    <FormSection title={t('forms.school.title')} lead={t('forms.school.lead')}>
      <SchoolForm schoolId={schoolId} />
    </FormSection>
  )
}
