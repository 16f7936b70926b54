// The development office's list of the university's departments: what each does, who heads it,
// how to reach it, and how many of the vacancies above are its own (a link to the list above,
// showing only them).
import { Link } from '@/blocks/Link'
import type { Block } from '@/api/types'
import { departmentsQuery } from '@/api/vacancies'
import { Card, CardGrid, CardsSkeleton } from '@/blocks/Card'
import { Contacts } from '@/blocks/Contacts'
import contacts from '@/blocks/Contacts.module.css'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Extras.module.css'

/** `heading`: the block that introduces the list (its title wins over the fixed one). */
export function Departments({ heading }: { heading?: Block }) {
  const { t, lang } = useT()
  const departments = useListQuery(departmentsQuery(lang))
  if (departments.data?.length === 0) return null
  return (
    <ListSection
      id="departments"
      block={heading}
      kicker={t('campus.departments.kicker')}
      title={t('campus.departments.title')}
    >
      <QueryList query={departments} skeleton={<CardsSkeleton image={false} count={6} />}>
        {(list) => (
          <CardGrid>
            {list.map((department) => (
              <li key={department.id}>
                <Card
                  accent="top"
                  title={department.title}
                  subtitle={
                    department.head ? (
                      <>
                        <span className={styles.quiet}>{t('campus.departments.head')}: </span>
                        {department.head}
                      </>
                    ) : undefined
                  }
                  text={department.desc}
                  clamp={false}
                >
                  <Contacts email={department.email} phone={department.phone} />
                  <p className={styles.departmentVacancies}>
                    {department.vacancies > 0 ? (
                      <Link
                        to={{ search: `?department=${department.id}`, hash: '#vacancies' }}
                        className={contacts.contact}
                      >
                        <Icon name="arrowRight" size={16} />
                        <span>
                          {t('campus.departments.vacancies', { count: department.vacancies })}
                        </span>
                      </Link>
                    ) : (
                      <span className={styles.quiet}>{t('campus.departments.noVacancies')}</span>
                    )}
                  </p>
                </Card>
              </li>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </ListSection>
  )
}
