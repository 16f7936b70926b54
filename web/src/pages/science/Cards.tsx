// The cards the science lists are made of: a card that opens a page (project, grant, activity),
// its loading stand-in, a record's facts as a definition list, and contact links.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { useLocalize } from '@/routes'
import styles from './Science.module.css'
import { telHref } from '@/lib/telHref'

/** One link per card, on its title; the link's area covers the card (see .stretched). */
export function LinkCard({
  href,
  image,
  title,
  meta,
  text,
}: {
  href: string
  image: string | null | undefined
  title: string
  meta?: ReactNode
  text?: string
}) {
  const localize = useLocalize()
  return (
    <article className={styles.card}>
      <Img src={image} alt="" width={800} height={500} className={styles.cardImage} />
      <div className={styles.cardBody}>
        {meta ? <div className={styles.cardMeta}>{meta}</div> : null}
        <h3 className={styles.cardTitle}>
          <Link to={localize(href)} className={styles.stretched}>
            {title}
          </Link>
        </h3>
        {text ? <p className={styles.cardText}>{text}</p> : null}
      </div>
    </article>
  )
}

/** Grey cards where a list of cards will be. */
export function CardsSkeleton({ count = 3, image = true }: { count?: number; image?: boolean }) {
  return (
    <ul role="list" className={styles.cards} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.card}>
          {image ? <Skeleton height="auto" radius={0} style={{ aspectRatio: '8 / 5' }} /> : null}
          <div className={styles.cardBody}>
            <Skeleton width="40%" />
            <Skeleton width="85%" height="1.4em" />
            <SkeletonText lines={2} />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A record's facts ("Funder: …", "Period: …"), the empty ones left out. */
export function Facts({
  items,
  tone = 'plain',
}: {
  items: { label: string; value: ReactNode }[]
  tone?: 'plain' | 'panel'
}) {
  const shown = items.filter((item) => item.value)
  if (shown.length === 0) return null
  return (
    <dl className={tone === 'panel' ? styles.factsPanel : styles.facts}>
      {shown.map((item) => (
        <div key={item.label} className={styles.fact}>
          <dt className={styles.factLabel}>{item.label}</dt>
          <dd className={styles.factValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function Contacts({ email, phone }: { email: string; phone: string }) {
  const { t } = useT()
  if (!email && !phone) return null
  return (
    <ul role="list" className={styles.contacts} aria-label={t('science.contacts')}>
      {email ? (
        <li>
          <a href={`mailto:${email}`} className={styles.contact}>
            <Icon name="mail" size={16} />
            <span>{email}</span>
          </a>
        </li>
      ) : null}
      {phone ? (
        <li>
          <a href={telHref(phone)} className={styles.contact}>
            <Icon name="phone" size={16} />
            <span>{phone}</span>
          </a>
        </li>
      ) : null}
    </ul>
  )
}
