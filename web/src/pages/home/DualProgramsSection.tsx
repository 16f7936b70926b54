// Dual programmes with partner universities, as a slider on the dark band.
import { useQuery } from '@tanstack/react-query'
import { dualProgramsQuery } from '@/api/dualPrograms'
import { Card, CardsSkeleton } from '@/blocks/Card'
import { QueryList } from '@/blocks/QueryList'
import { Section } from '@/blocks/Section'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { plainText } from '@/lib/plainText'
import { paths } from '@/routes'

export function DualProgramsSection() {
  const { t, lang } = useT()
  const programs = useQuery(dualProgramsQuery(lang))
  if (programs.data?.length === 0) return null

  return (
    <Section kicker={t('home.dualKicker')} title={t('home.dualTitle')} tone="dark">
      <QueryList query={programs} skeleton={<CardsSkeleton row tone="dark" />}>
        {(list) => (
          <Slider label={t('home.dualTitle')} perView={{ base: 1.1, md: 2, lg: 3 }} tone="dark">
            {list.map((program) => (
              <Card
                key={program.id}
                tone="dark"
                image={program.image}
                kicker={
                  <>
                    <span className="visually-hidden">{t('home.dualPartner')}: </span>
                    {program.partner}
                  </>
                }
                title={program.title}
                href={paths.dualProgram(program.slug)}
                text={plainText(program.desc)}
              />
            ))}
          </Slider>
        )}
      </QueryList>
    </Section>
  )
}
