// The technology and data providers of a project: logo, name and a link to their site.
import { providersQuery } from '@/api/science'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { ListSection } from '@/blocks/ListSection'
import { QueryList } from '@/blocks/QueryList'
import skeleton from '@/blocks/Skeleton.module.css'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import styles from './Science.module.css'

export function Providers({ project }: { project: number }) {
  const { t, lang } = useT()
  const providers = useListQuery(providersQuery(lang, project))
  if (providers.data?.length === 0) return null
  return (
    <ListSection kicker={t('science.providers.kicker')} title={t('science.providers.title')}>
      <QueryList
        query={providers}
        skeleton={
          <ul role="list" className={styles.providers} aria-busy="true">
            {[0, 1].map((i) => (
              <li key={i} className={styles.provider} aria-hidden="true">
                <span className={`${skeleton.skeleton} ${styles.providerLogo}`} />
                <span className={`${skeleton.skeleton} ${styles.providerNameSkeleton}`} />
              </li>
            ))}
          </ul>
        }
      >
        {(list) => (
          <ul role="list" className={styles.providers}>
            {list.map((provider) => (
              <li key={provider.id} className={styles.provider}>
                <Img
                  src={provider.logo}
                  alt=""
                  width={96}
                  height={96}
                  className={styles.providerLogo}
                />
                <a
                  href={provider.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${styles.providerLink} ${styles.stretched}`}
                >
                  {provider.title}
                  <Icon name="external" size={16} className={styles.rowIcon} />
                  <span className="visually-hidden"> ({t('science.newWindow')})</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </ListSection>
  )
}
