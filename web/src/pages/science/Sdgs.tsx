// The sustainable development goals: the grid of all seventeen (each opens /sdg/{slug}), a goal's
// introduction on its own page, and the row of all the goals at its end. Each goal keeps its
// UN colour as an accent; text stays dark on light, since several of the colours are too light
// for white text. The colour (--sdg) comes from the stylesheet the server writes into every
// page's head from the content (server/src/site/theme.rs), matched by `data-sdg`.
import { Link } from '@/blocks/Link'
import { sdgsQuery, type Sdg } from '@/api/science'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import skeleton from '@/blocks/Skeleton.module.css'
import { useT } from '@/i18n/LangContext'
import { paths, useLocalize, type FamilySlug } from '@/routes'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Science.module.css'

/** The page of all the goals. */
const OVERVIEW: `/${FamilySlug<'science'>}` = '/our-sustainable-development'

export function SdgGrid() {
  const { t, lang } = useT()
  const localize = useLocalize()
  const sdgs = useListQuery(sdgsQuery(lang))
  return (
    <ListSection kicker={t('science.sdg.kicker')} title={t('science.sdg.title')}>
      <QueryList
        query={sdgs}
        skeleton={
          <ul role="list" className={styles.goals} aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li
                key={i}
                aria-hidden="true"
                className={`${skeleton.skeleton} ${styles.goalSkeleton}`}
              />
            ))}
          </ul>
        }
      >
        {(list) => (
          <ul role="list" className={styles.goals}>
            {list.map((sdg) => (
              <li key={sdg.id} className={styles.goal} data-sdg={sdg.id}>
                <span className={styles.goalNumber} aria-hidden="true">
                  {sdg.id}
                </span>
                <h3 className={styles.goalTitle}>
                  <Link to={localize(paths.sdg(sdg.slug))} className={styles.stretched}>
                    <span className="visually-hidden">
                      {t('science.sdg.goal', { n: sdg.id })}:{' '}
                    </span>
                    {sdg.title}
                  </Link>
                </h3>
                <p className={styles.goalText}>{sdg.desc}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </ListSection>
  )
}

/** The goal's number, colour and summary above its blocks. */
export function SdgIntro({ sdg }: { sdg: Sdg }) {
  const { t } = useT()
  return (
    <div className={styles.sdgIntro} data-sdg={sdg.id}>
      <p className={styles.sdgBadge}>
        <span className={styles.sdgBadgeNumber}>{sdg.id}</span>
        <span className={styles.sdgBadgeLabel}>{t('science.sdg.label')}</span>
      </p>
      <p className={styles.sdgLead}>{sdg.desc}</p>
    </div>
  )
}

/** Every goal as a numbered link, the current one marked, and the way to the goals' page. */
export function SdgNav({ current, overview }: { current: Sdg; overview?: string }) {
  const { t, lang } = useT()
  const localize = useLocalize()
  const sdgs = useListQuery(sdgsQuery(lang))
  if (!sdgs.data) return null
  return (
    <nav className={styles.sdgNav} aria-labelledby="sdg-nav-title">
      <h2 id="sdg-nav-title" className={styles.sdgNavTitle}>
        {t('science.sdg.title')}
      </h2>
      <ul role="list" className={styles.sdgNavList}>
        {sdgs.data.map((sdg) => (
          <li key={sdg.id} data-sdg={sdg.id}>
            <Link
              to={localize(paths.sdg(sdg.slug))}
              className={styles.sdgNavLink}
              aria-current={sdg.id === current.id ? 'page' : undefined}
              aria-label={`${t('science.sdg.goal', { n: sdg.id })}: ${sdg.title}`}
              title={sdg.title}
            >
              {sdg.id}
            </Link>
          </li>
        ))}
      </ul>
      {overview ? (
        <Link to={localize(OVERVIEW)} className={styles.backLink}>
          {overview}
          <Icon name="arrowRight" size={16} />
        </Link>
      ) : null}
    </nav>
  )
}
