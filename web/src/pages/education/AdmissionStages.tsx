// The admission stages in order, each with its dates, as a numbered timeline headed by the block
// that introduces them.
import { admissionStagesQuery } from '@/api/education'
import type { Block } from '@/api/types'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { formatDate, isoDate } from '@/lib/formatDate'
import styles from './Education.module.css'

export function AdmissionStages({ heading }: { heading?: Block }) {
  const { t, lang } = useT()
  const stages = useListQuery(admissionStagesQuery(lang))
  // The block's closing words are a note under the timeline, not the list's small print.
  const block = heading && { ...heading, bottom: '' }
  return (
    <ListSection block={block} title={t('education.stages.label')}>
      <QueryList query={stages} skeleton={<StagesSkeleton />}>
        {(list) => (
          <ol className={styles.stages}>
            {list.map((stage, index) => (
              <li key={stage.id ?? index} className={styles.stage}>
                <span className={styles.stageNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.stageBody}>
                  <h3 className={styles.stageTitle}>{stage.title}</h3>
                  <p className={styles.stageDates}>
                    <span className="visually-hidden">{t('education.stages.dates')}: </span>
                    <time dateTime={isoDate(stage.starts)}>{formatDate(stage.starts, lang)}</time>
                    {' – '}
                    <time dateTime={isoDate(stage.ends)}>{formatDate(stage.ends, lang)}</time>
                  </p>
                  <p className={styles.stageText}>{stage.desc}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryList>
      {heading?.bottom ? <p className={styles.note}>{heading.bottom}</p> : null}
    </ListSection>
  )
}

function StagesSkeleton() {
  return (
    <ol className={styles.stages} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.stage} aria-hidden="true">
          <Skeleton width={40} height={40} radius="50%" />
          <div className={styles.stageBody}>
            <Skeleton width="50%" height="1.3em" />
            <SkeletonText lines={2} />
          </div>
        </li>
      ))}
    </ol>
  )
}
