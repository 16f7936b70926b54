// The one card family of the site's lists: a picture above a title, a text and facts (programmes,
// grants, projects, clubs, events ...), the grid that lays them out, and the grey stand-in of the
// grid while it loads. A card with `href` is one link, on its title, whose area covers the card, so
// a screen reader hears the card once.
import type { ReactNode } from 'react'
import { Link } from './Link'
import { useLocalize } from '@/routes'
import { Img } from './Img'
// The grey shimmer of every stand-in; here sized by classes, so the server's HTML has the size.
import skeleton from './Skeleton.module.css'
import styles from './Card.module.css'

/** Landscape photos (8:5) or video-shaped pictures (16:9). */
export type CardRatio = 'photo' | 'video'

const IMAGE_SIZE: Record<CardRatio, [number, number]> = {
  photo: [800, 500],
  video: [1200, 675],
}

export interface CardFact {
  label: string
  value: ReactNode
}

export function Card({
  image,
  ratio = 'photo',
  imageOnPhones = true,
  sizes,
  kicker,
  meta,
  badge,
  figure,
  title,
  subtitle,
  href,
  text,
  clamp = true,
  facts,
  stackedFacts = false,
  children,
  wide = false,
  accent,
  tone = 'light',
  className,
}: {
  /** The card's picture; null draws the placeholder, undefined leaves the picture out. */
  image?: string | null
  ratio?: CardRatio
  /** False leaves a decorative picture out on phones, so a long list stays short. */
  imageOnPhones?: boolean
  sizes?: string
  /** A small coloured line above the title (a code, a kind). */
  kicker?: ReactNode
  /** Small grey details above the title (a date, a place). */
  meta?: ReactNode
  /** A pill above the title (a year). */
  badge?: ReactNode
  /** A large figure above the title (a ranking's place). */
  figure?: ReactNode
  title: string
  /** A line under the title (a team's leader). */
  subtitle?: ReactNode
  /** The page the card opens, unprefixed. */
  href?: string
  text?: ReactNode
  /** Cut a long text after four lines. */
  clamp?: boolean
  /** Label and value pairs under the text; empty values are left out. */
  facts?: CardFact[]
  /** Each fact's label above its value, for long values (a name and a role, an address). */
  stackedFacts?: boolean
  /** What follows the facts (contacts, a price). */
  children?: ReactNode
  /** The picture beside the text on wide screens, left out on phones (a list of one a row). */
  wide?: boolean
  /** A coloured edge: on top (a team) or at the start (an announcement). */
  accent?: 'top' | 'start'
  /** 'dark': on a dark band (light text on a translucent card). */
  tone?: 'light' | 'dark'
  className?: string
}) {
  const localize = useLocalize()
  const [width, height] = IMAGE_SIZE[ratio]
  const shownFacts = facts?.filter((fact) => fact.value)
  return (
    <article
      className={[
        styles.card,
        wide && styles.wide,
        accent === 'top' && styles.accentTop,
        accent === 'start' && styles.accentStart,
        tone === 'dark' && styles.dark,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {image !== undefined ? (
        <Img
          src={image}
          alt=""
          width={width}
          height={height}
          sizes={sizes}
          className={[
            styles.image,
            styles[ratio],
            imageOnPhones && !wide ? '' : styles.noPhoneImage,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      ) : null}
      <div className={styles.body}>
        {badge ? <p className={styles.badge}>{badge}</p> : null}
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        {figure ? <p className={styles.figure}>{figure}</p> : null}
        <h3 className={styles.title}>
          {href ? (
            <Link to={localize(href)} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {text ? (
          <p className={clamp ? `${styles.text} ${styles.clamp}` : styles.text}>{text}</p>
        ) : null}
        {shownFacts && shownFacts.length > 0 ? (
          <dl className={stackedFacts ? `${styles.facts} ${styles.stacked}` : styles.facts}>
            {shownFacts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {children}
      </div>
    </article>
  )
}

/** The grid's classes, the same for the cards and for their stand-in. */
function gridClass({ narrow, wide, row }: { narrow?: boolean; wide?: boolean; row?: boolean }) {
  return [styles.grid, narrow && styles.narrow, wide && styles.wideGrid, row && styles.row]
    .filter(Boolean)
    .join(' ')
}

/** Cards in columns of at least 300 px (`narrow`: 260 px, `wide`: one a row), one a row on phones. */
export function CardGrid({
  children,
  narrow = false,
  wide = false,
  stale = false,
  label,
}: {
  children: ReactNode
  narrow?: boolean
  /** For wide cards: one a row. */
  wide?: boolean
  /** The cards are the previous filter's while the new ones load. */
  stale?: boolean
  label?: string
}) {
  return (
    <ul
      role="list"
      className={gridClass({ narrow, wide })}
      data-stale={stale || undefined}
      aria-label={label}
    >
      {children}
    </ul>
  )
}

/** Grey cards of the grid's size while its list loads. */
export function CardsSkeleton({
  count = 3,
  ratio = 'photo',
  image = true,
  narrow = false,
  row = false,
  tone = 'light',
}: {
  count?: number
  ratio?: CardRatio
  image?: boolean
  narrow?: boolean
  /** A slider's stand-in: the first row only, as high as the slider's one row of cards. */
  row?: boolean
  tone?: 'light' | 'dark'
}) {
  return (
    <ul role="list" className={gridClass({ narrow, row })} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className={[styles.card, styles.skeleton, tone === 'dark' && styles.dark]
            .filter(Boolean)
            .join(' ')}
          aria-hidden="true"
        >
          {image ? (
            <span className={`${skeleton.skeleton} ${styles.image} ${styles[ratio]}`} />
          ) : null}
          <span className={styles.body}>
            <span className={`${skeleton.skeleton} ${styles.lineShort}`} />
            <span className={`${skeleton.skeleton} ${styles.lineTitle}`} />
            <span className={`${skeleton.skeleton} ${styles.line}`} />
            <span className={`${skeleton.skeleton} ${styles.line}`} />
            <span className={`${skeleton.skeleton} ${styles.lineShort}`} />
          </span>
        </li>
      ))}
    </ul>
  )
}
