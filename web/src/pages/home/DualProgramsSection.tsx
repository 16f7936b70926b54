// Dual programmes with partner universities, as a slider on the dark band.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { dualProgramsQuery } from '@/api/dualPrograms'
import { Img } from '@/blocks/Img'
import { Section } from '@/blocks/Section'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { plainText } from '@/lib/plainText'
import { styleRef } from '@/lib/styleRef'
import { paths, useLocalize } from '@/routes'
import styles from './DualProgramsSection.module.css'

export function DualProgramsSection() {
  const { t, lang } = useT()
  const localize = useLocalize()
  const programs = useQuery(dualProgramsQuery(lang))
  if (programs.isError || programs.data?.length === 0) return null

  return (
    <Section kicker={t('home.dualKicker')} title={t('home.dualTitle')} tone="dark">
      {programs.data ? (
        <Slider label={t('home.dualTitle')} perView={{ base: 1.1, md: 2, lg: 3 }} tone="dark">
          {programs.data.map((program) => (
            <article key={program.id} className={styles.card}>
              <Img src={program.image} alt="" width={800} height={500} className={styles.image} />
              <div className={styles.body}>
                <p className={styles.partner}>
                  <span className="visually-hidden">{t('home.dualPartner')}: </span>
                  {program.partner}
                </p>
                <h3 className={styles.title}>
                  <Link to={localize(paths.dualProgram(program.slug))} className={styles.link}>
                    {program.title}
                  </Link>
                </h3>
                <p className={styles.desc}>{plainText(program.desc)}</p>
              </div>
            </article>
          ))}
        </Slider>
      ) : (
        <div className={styles.skeletonRow} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.card}>
              <Skeleton height="auto" radius={0} style={{ aspectRatio: '8 / 5', opacity: 0.15 }} />
              <div className={styles.body} ref={styleRef({ opacity: 0.15 })}>
                <SkeletonText lines={3} />
              </div>
            </div>
          ))}
        </div>
      )}
    </Section>
  )
}
