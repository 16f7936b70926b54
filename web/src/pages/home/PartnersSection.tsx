// main-block4: partner universities and companies as a wall of logos.
import type { Block } from '@/api/types'
import { AppLink } from '@/blocks/AppLink'
import { Img } from '@/blocks/Img'
import { RichText } from '@/blocks/RichText'
import { Section } from '@/blocks/Section'
import { useT } from '@/i18n/LangContext'
import styles from './PartnersSection.module.css'

export function PartnersSection({ block }: { block: Block | undefined }) {
  const { t } = useT()
  if (!block) return null
  const logos =
    block.items.length > 0
      ? block.items.map((item) => ({ image: item.image, name: item.title, url: item.link?.url }))
      : block.images.map((image) => ({ image, name: '', url: undefined }))

  return (
    <Section
      kicker={block.top || t('home.partnersKicker')}
      title={block.title}
      lead={block.desc ? <RichText html={block.desc} /> : undefined}
    >
      <ul role="list" className={styles.grid}>
        {logos.map((logo, index) => {
          const content = (
            <>
              <Img
                src={logo.image}
                // A visible name beside the picture already says what it is.
                alt={logo.name ? '' : block.title}
                width={240}
                height={120}
                className={styles.logo}
              />
              {logo.name ? <span className={styles.name}>{logo.name}</span> : null}
            </>
          )
          return (
            <li key={index} className={styles.tile}>
              {logo.url ? (
                <AppLink href={logo.url} className={styles.inner}>
                  {content}
                </AppLink>
              ) : (
                <div className={styles.inner}>{content}</div>
              )}
            </li>
          )
        })}
      </ul>
      {block.bottom ? <p className={styles.bottom}>{block.bottom}</p> : null}
    </Section>
  )
}
