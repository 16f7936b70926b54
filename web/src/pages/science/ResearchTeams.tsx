// The research teams with their leaders and contacts (research centres, the journals' pages).
import { researchTeamsQuery } from '@/api/science'
import { useT } from '@/i18n/LangContext'
import { CardsSkeleton, Contacts } from './Cards'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
import styles from './Science.module.css'

export function ResearchTeams() {
  const { t, lang } = useT()
  const teams = useListQuery(researchTeamsQuery(lang))
  if (teams.isError) return null
  return (
    <ListSection
      kicker={t('science.teams.kicker')}
      title={t('science.teams.title')}
      busy={teams.isPending}
    >
      {teams.data ? (
        <ul role="list" className={styles.cards}>
          {teams.data.map((team) => (
            <li key={team.id} className={styles.teamCard}>
              <h3 className={styles.cardTitle}>{team.title}</h3>
              <p className={styles.leader}>
                <span className={styles.leaderLabel}>{t('science.leader')}: </span>
                {team.leader}
              </p>
              <p className={styles.cardText}>{team.desc}</p>
              <Contacts email={team.email} phone={team.phone} />
            </li>
          ))}
        </ul>
      ) : (
        <CardsSkeleton image={false} />
      )}
    </ListSection>
  )
}
