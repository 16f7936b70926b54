// The International Office's people, in the shared employee slider.
import { employeesQuery } from '@/api/employees'
import { EmployeeSlider } from '@/blocks/EmployeeCards'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Education.module.css'

export function InternationalTeam() {
  const { t, lang } = useT()
  const team = useListQuery(employeesQuery(lang, 'international-team'))
  if (team.isError || team.data?.data.length === 0) return null
  return (
    <section className={styles.group} aria-labelledby="team-title">
      <div className={styles.groupHead}>
        <h2 id="team-title" className={styles.groupTitle}>
          {t('education.team.title')}
        </h2>
        <p className={styles.groupLead}>{t('education.team.lead')}</p>
      </div>
      <EmployeeSlider employees={team.data?.data} label={t('education.team.title')} />
    </section>
  )
}
