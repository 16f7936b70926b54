// Every dual and double-degree programme as a card: partner, title, what it is, degrees and
// duration, each linking to the programme's page.
import { Link } from 'react-router'
import { dualProgramsListQuery, type DualProgramDetail } from '@/api/dualPrograms'
import { Img } from '@/blocks/Img'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { paths, useLocalize } from '@/routes'
import styles from './Education.module.css'
import { CardSkeleton } from './ProgramCatalog'

export function DualProgramList() {
  const { t, lang } = useT()
  const programs = useListQuery(dualProgramsListQuery(lang))
  if (programs.isError || programs.data?.length === 0) return null
  return (
    <section className={styles.group} aria-labelledby="dual-title">
      <h2 id="dual-title" className={styles.groupTitle}>
        {t('education.dual.listTitle')}
      </h2>
      <ul role="list" className={styles.cards} aria-busy={programs.data ? undefined : true}>
        {programs.data
          ? programs.data.map((program) => (
              <li key={program.id}>
                <DualProgramCard program={program} />
              </li>
            ))
          : [0, 1, 2].map((i) => (
              <li key={i}>
                <CardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}

function DualProgramCard({ program }: { program: DualProgramDetail }) {
  const { t } = useT()
  const localize = useLocalize()
  return (
    <article className={styles.card}>
      <Img src={program.image} alt="" width={640} height={400} className={styles.cardImage} />
      <div className={styles.cardBody}>
        <p className={styles.cardKicker}>
          <span className="visually-hidden">{t('education.dual.partner')}: </span>
          {program.partner}
        </p>
        <h3 className={styles.cardTitle}>
          <Link to={localize(paths.dualProgram(program.slug))} className={styles.cardLink}>
            {program.title}
          </Link>
        </h3>
        <p className={styles.cardText}>{program.desc}</p>
        <dl className={styles.cardFacts}>
          <div>
            <dt>{t('education.dual.degree')}</dt>
            <dd>{program.degree}</dd>
          </div>
          <div>
            <dt>{t('education.dual.duration')}</dt>
            <dd>{program.duration}</dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
