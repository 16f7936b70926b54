// The technology and data providers of a project: logo, name and a link to their site.
import { providersQuery } from '@/api/science'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { Skeleton } from '@/blocks/Skeleton'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { ListSection } from './ListSection'
import styles from './Science.module.css'

export function Providers({ project }: { project: number }) {
  const { t, lang } = useT()
  const providers = useListQuery(providersQuery(lang, project))
  const list = providers.data
  if (providers.isError || list?.length === 0) return null
  return (
    <ListSection
      kicker={t('science.providers.kicker')}
      title={t('science.providers.title')}
      busy={!list}
    >
      <ul role="list" className={styles.providers}>
        {list
          ? list.map((provider) => (
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
            ))
          : [0, 1].map((i) => (
              <li key={i} className={styles.provider} aria-hidden="true">
                <Skeleton width={96} height={96} radius={12} />
                <Skeleton width="70%" />
              </li>
            ))}
      </ul>
    </ListSection>
  )
}
