// Person cards of the university's people (employees, scientists): a photo, the name, the job
// title and degree, and the contacts as mailto/tel links. A grid for lists, a slider for the
// "members" rows of a page.
import type { ReactNode } from 'react'
import { allEmployeesQuery, type Employee, type EmployeeType } from '@/api/employees'
import type { Block } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { Img } from './Img'
import { Contacts } from './Contacts'
import { ListSection } from './ListSection'
import { allOf } from './listQuery'
import { QueryList } from './QueryList'
// The grey shimmer of every stand-in; here sized by classes, so the server's HTML has the size.
import skeleton from './Skeleton.module.css'
import { Slider } from './Slider'
import styles from './EmployeeCards.module.css'

type HeadingLevel = 2 | 3 | 4

/** What a person card shows: an employee, or a scientist (without contacts). */
export type Person = Pick<Employee, 'id' | 'name' | 'photo' | 'position' | 'degree'> &
  Partial<Pick<Employee, 'email' | 'phone'>>

/** What a card adds after a person's degree (a scientist's h-index). */
type Extra<P> = (person: P) => ReactNode

export function EmployeeCard({
  employee,
  headingLevel = 3,
  className,
  children,
}: {
  employee: Person
  headingLevel?: HeadingLevel
  className?: string
  /** After the degree (a scientist's h-index). */
  children?: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')}>
      <Img
        src={employee.photo}
        alt={employee.name}
        width={480}
        height={560}
        className={styles.photo}
        sizes="(min-width: 1080px) 300px, (min-width: 640px) 45vw, 100vw"
      />
      <div className={styles.body}>
        <Heading className={styles.name}>{employee.name}</Heading>
        {employee.position ? <p className={styles.position}>{employee.position}</p> : null}
        {employee.degree ? <p className={styles.degree}>{employee.degree}</p> : null}
        {children}
        <Contacts email={employee.email} phone={employee.phone} compact />
      </div>
    </article>
  )
}

export function EmployeeCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <span className={`${skeleton.skeleton} ${styles.photo} ${styles.photoSkeleton}`} />
      <div className={styles.body}>
        <span className={`${skeleton.skeleton} ${styles.nameSkeleton}`} />
        <span className={`${skeleton.skeleton} ${styles.lineSkeleton}`} />
        <span className={`${skeleton.skeleton} ${styles.lineSkeleton} ${styles.short}`} />
      </div>
    </div>
  )
}

/** A responsive grid of person cards; `employees` undefined means still loading. */
export function EmployeeCards<P extends Person>({
  employees,
  headingLevel = 3,
  skeletonCount = 4,
  extra,
}: {
  employees: P[] | undefined
  headingLevel?: HeadingLevel
  /** How many skeleton cards stand in while loading. */
  skeletonCount?: number
  extra?: Extra<P>
}) {
  if (!employees) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, i) => (
          <EmployeeCardSkeleton key={i} />
        ))}
      </div>
    )
  }
  return (
    <ul role="list" className={styles.grid}>
      {employees.map((employee) => (
        <li key={employee.id} className={styles.cell}>
          <EmployeeCard employee={employee} headingLevel={headingLevel}>
            {extra?.(employee)}
          </EmployeeCard>
        </li>
      ))}
    </ul>
  )
}

/** The same cards in the shared slider: one a view on phones, two on tablets, four on desktops. */
export function EmployeeSlider<P extends Person>({
  employees,
  label,
  headingLevel = 3,
  extra,
}: {
  employees: P[] | undefined
  /** Names the carousel for screen readers. */
  label: string
  headingLevel?: HeadingLevel
  extra?: Extra<P>
}) {
  if (!employees) {
    return (
      <div className={styles.sliderSkeleton} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <EmployeeCardSkeleton key={i} />
        ))}
      </div>
    )
  }
  return (
    <Slider label={label} perView={{ base: 1, md: 2, lg: 4 }} gap={24}>
      {employees.map((employee) => (
        <EmployeeCard
          key={employee.id}
          employee={employee}
          headingLevel={headingLevel}
          className={styles.slide}
        >
          {extra?.(employee)}
        </EmployeeCard>
      ))}
    </Slider>
  )
}

/**
 * Every employee of a type as a section of a page: under the block that introduces them (or a
 * fixed title), as a grid or a slider. A type without employees is left out; a failed list says
 * so, with a Retry button.
 */
export function EmployeeSection({
  type,
  title,
  block,
  layout = 'grid',
  filter,
}: {
  type: EmployeeType
  /** The heading (and the slider's name) when no block gives one. */
  title: string
  block?: Block
  layout?: 'grid' | 'slider'
  /** Keeps only some of them (e.g. the coaches of one school). */
  filter?: (employee: Employee) => boolean
}) {
  const { lang } = useT()
  const employees = allOf([useListQuery(allEmployeesQuery(lang, type))], (all) =>
    filter ? all.filter(filter) : all,
  )
  if (employees.data?.length === 0) return null
  const label = block?.title || title
  return (
    <ListSection block={block} title={title}>
      <QueryList
        query={employees}
        skeleton={
          layout === 'slider' ? (
            <EmployeeSlider employees={undefined} label={label} />
          ) : (
            <EmployeeCards employees={undefined} />
          )
        }
      >
        {(list) =>
          layout === 'slider' ? (
            <EmployeeSlider employees={list} label={label} />
          ) : (
            <EmployeeCards employees={list} />
          )
        }
      </QueryList>
    </ListSection>
  )
}
