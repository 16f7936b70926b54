// The research teams with their leaders and contacts (research centres, the journals' pages).
import { researchTeamsQuery } from '@/api/science'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { Contacts } from '@/blocks/Contacts'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Science.module.css'

export function ResearchTeams() {
  const { t, lang } = useT()
  const teams = useListQuery(researchTeamsQuery(lang))
  return (
    <ListSection kicker={t('science.teams.kicker')} title={t('science.teams.title')}>
      <QueryList query={teams} skeleton={<CardsSkeleton image={false} narrow />}>
        {(list) => (
          <CardGrid narrow>
            {list.map((team) => (
              <li key={team.id}>
                <Card
                  accent="top"
                  title={team.title}
                  subtitle={
                    <>
                      <span className={styles.leaderLabel}>{t('science.leader')}: </span>
                      {team.leader}
                    </>
                  }
                  text={team.desc}
                  clamp={false}
                >
                  <Contacts email={team.email} phone={team.phone} label={t('science.contacts')} />
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}
