// The consultation block of content pages (usually at position 11): the points and picture of the
// general settings beside the consultation form.
import { useQuery } from '@tanstack/react-query'
import { generalSettingsQuery } from '@/api/settings'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { useT } from '@/i18n/LangContext'
import styles from './ConsultationSection.module.css'
import { ConsultationForm } from './deferred'
import { FormSection } from './FormSection'

export function ConsultationSection({
  pageType,
  pageSlug,
}: {
  pageType: string
  pageSlug: string
}) {
  const { t, lang } = useT()
  const settings = useQuery(generalSettingsQuery(lang))
  const points = settings.data?.elements.value ?? []
  const image = settings.data?.consultation_image.value
  return (
    <FormSection
      id="consultation"
      kicker={t('forms.consultation.kicker')}
      title={t('forms.consultation.title')}
      lead={t('forms.consultation.lead')}
      aside={
        <>
          {points.length > 0 ? (
            <ul role="list" className={styles.points}>
              {points.map((point) => (
                <li key={point} className={styles.point}>
                  <Icon name="check" size={18} className={styles.pointIcon} />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {image ? (
            <Img src={image} alt="" width={640} height={420} className={styles.image} />
          ) : null}
        </>
      }
    >
      <ConsultationForm pageType={pageType} pageSlug={pageSlug} />
    </FormSection>
  )
}
