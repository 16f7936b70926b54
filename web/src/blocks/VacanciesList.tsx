// The open vacancies, ten a page (?page=N, so a page can be shared), each with its details and a
// "Respond" button that opens the response form for that vacancy. A department can be chosen
// (?department=ID, which the departments' list links to). The development office and the career
// development office show it under the block that introduces it.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { handbookQuery } from '@/api/handbooks'
import type { Block, Vacancy } from '@/api/types'
import { vacanciesQuery } from '@/api/vacancies'
import { VacancyForm } from '@/forms/deferred'
import { useT } from '@/i18n/LangContext'
import { formatDate, isoDate } from '@/lib/formatDate'
import { useListQuery } from '@/lib/useListQuery'
import { usePageParam } from '@/lib/usePageParam'
import { useUrlFilter } from '@/lib/useUrlFilter'
import { buttonClass } from './buttonClass'
import { FilterSelect } from './FilterSelect'
import { Icon } from './Icon'
import { ListSection } from './ListSection'
import { allOf } from './listQuery'
import { Modal } from './Modal'
import { Pagination } from './Pagination'
import { QueryList } from './QueryList'
import { RichText } from './RichText'
// The grey shimmer of every stand-in; here sized by classes, so the server's HTML has the size.
import skeleton from './Skeleton.module.css'
import styles from './VacanciesList.module.css'

export function VacanciesList({ heading }: { heading?: Block }) {
  const { t, lang } = useT()
  const { page, hrefFor } = usePageParam()
  const [department, setDepartment] = useUrlFilter('department')
  const vacancies = useListQuery(vacanciesQuery(lang, page, department))
  const departments = useQuery(handbookQuery(lang, 'departments'))
  const [responding, setResponding] = useState<Vacancy | null>(null)

  const meta = vacancies.data?.meta

  return (
    <ListSection id="vacancies" block={heading} title={t('campus.vacancies.title')}>
      {departments.data?.length ? (
        <FilterSelect
          label={t('forms.vacancy.department')}
          allLabel={t('forms.vacancy.allDepartments')}
          value={department}
          onChange={setDepartment}
          options={departments.data.map((d) => ({ value: String(d.id), label: d.title }))}
          className={styles.filter}
        />
      ) : null}
      <QueryList
        query={allOf([vacancies], (paged) => paged.data)}
        empty={t(department ? 'forms.vacancy.emptyInDepartment' : 'forms.vacancy.empty')}
        skeleton={
          <ul role="list" className={styles.vacancyList} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className={styles.vacancy} aria-hidden="true">
                <span className={`${skeleton.skeleton} ${styles.titleSkeleton}`} />
                <span className={`${skeleton.skeleton} ${styles.metaSkeleton}`} />
              </li>
            ))}
          </ul>
        }
      >
        {(list) => (
          <ul role="list" className={styles.vacancyList}>
            {list.map((vacancy) => (
              <li key={vacancy.id} className={styles.vacancy}>
                <div className={styles.vacancyHead}>
                  <h3 className={styles.vacancyTitle}>{vacancy.title}</h3>
                  <button
                    type="button"
                    className={buttonClass('primary', styles.respond)}
                    aria-haspopup="dialog"
                    aria-label={`${t('forms.vacancy.respond')}: ${vacancy.title}`}
                    onClick={() => setResponding(vacancy)}
                  >
                    {t('forms.vacancy.respond')}
                  </button>
                </div>
                <dl className={styles.vacancyMeta}>
                  <div>
                    <dt className="visually-hidden">{t('forms.vacancy.department')}</dt>
                    <dd className={styles.tag}>
                      {departments.data?.find((d) => d.id === vacancy.department)?.title ?? '…'}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('forms.vacancy.employment')}:</dt>
                    <dd>{vacancy.employment}</dd>
                  </div>
                  <div>
                    <dt>{t('forms.vacancy.salary')}:</dt>
                    <dd>{vacancy.salary}</dd>
                  </div>
                  <div>
                    <dt>{t('forms.vacancy.published')}:</dt>
                    <dd>
                      <time dateTime={isoDate(vacancy.published_at)}>
                        {formatDate(vacancy.published_at, lang)}
                      </time>
                    </dd>
                  </div>
                </dl>
                <details className={styles.details}>
                  <summary className={styles.summary}>
                    {t('forms.vacancy.details')}
                    <Icon name="chevronDown" size={18} className={styles.summaryIcon} />
                  </summary>
                  <RichText html={vacancy.desc} className={styles.detailsText} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      <Pagination meta={meta} hrefFor={hrefFor} keepScroll />
      <Modal
        open={responding !== null}
        onClose={() => setResponding(null)}
        title={t('forms.vacancy.title')}
        lead={responding?.title}
      >
        {responding ? <VacancyForm key={responding.id} vacancyId={responding.id} /> : null}
      </Modal>
    </ListSection>
  )
}
