// Every dual and double-degree programme as a card: partner, title, what it is, degrees and
// duration, each linking to the programme's page.
import { dualProgramsListQuery } from '@/api/dualPrograms'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { paths } from '@/routes'

export function DualProgramList() {
  const { t, lang } = useT()
  const programs = useListQuery(dualProgramsListQuery(lang))
  if (programs.data?.length === 0) return null
  return (
    <ListSection title={t('education.dual.listTitle')}>
      <QueryList query={programs} skeleton={<CardsSkeleton />}>
        {(list) => (
          <CardGrid>
            {list.map((program) => (
              <li key={program.id}>
                <Card
                  image={program.image}
                  kicker={
                    <>
                      <span className="visually-hidden">{t('education.dual.partner')}: </span>
                      {program.partner}
                    </>
                  }
                  title={program.title}
                  href={paths.dualProgram(program.slug)}
                  text={program.desc}
                  facts={[
                    { label: t('education.dual.degree'), value: program.degree },
                    { label: t('education.dual.duration'), value: program.duration },
                  ]}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}
