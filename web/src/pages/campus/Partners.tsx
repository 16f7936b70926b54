// The career development office's partner companies: logo cards that open the company's site,
// twelve a page, the page in ?partners= (the vacancies above keep ?page=).
import { partnersQuery } from '@/api/campus'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { allOf } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { Pagination } from '@/blocks/Pagination'
import { QueryList } from '@/blocks/QueryList'
import { Skeleton } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { usePageParam } from '@/lib/usePageParam'
import styles from './Campus.module.css'

const PARAM = 'partners'

export function Partners() {
  const { t, lang } = useT()
  const { page, hrefFor } = usePageParam(PARAM)
  const query = useListQuery(partnersQuery(lang, page))
  const partners = allOf([query], (answer) => answer.data)
  const meta = query.data?.meta

  return (
    <ListSection
      id="partners"
      title={t('campus.partners.title')}
      kicker={t('campus.partners.kicker')}
    >
      <QueryList
        query={partners}
        skeleton={
          <ul role="list" className={styles.partners} aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <Skeleton height={150} radius={12} />
              </li>
            ))}
          </ul>
        }
      >
        {(list) => (
          <ul
            role="list"
            className={styles.partners}
            aria-busy={query.isPlaceholderData || undefined}
          >
            {list.map((partner) => (
              <li key={partner.id}>
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.partner}
                >
                  <Img
                    src={partner.logo}
                    alt=""
                    width={1200}
                    height={675}
                    className={styles.partnerLogo}
                  />
                  <span className={styles.partnerName}>
                    {partner.title}
                    <span className="visually-hidden"> ({t('campus.newTab')})</span>
                  </span>
                  <Icon name="external" size={16} className={styles.partnerIcon} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
      <Pagination
        meta={meta}
        hrefFor={hrefFor}
        keepScroll
        label={`${t('pagination.label')}: ${t('campus.partners.title')}`}
      />
    </ListSection>
  )
}
