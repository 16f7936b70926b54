// main-block3: the levels of study (bachelor, master, doctoral) as large numbered cards.
import type { Block } from '@/api/types'
import { AppLink } from '@/blocks/AppLink'
import { ButtonLink } from '@/blocks/Button'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { RichText } from '@/blocks/RichText'
import { Section } from '@/blocks/Section'
import { Skeleton, SkeletonText } from '@/blocks/Skeleton'
import { plainText } from '@/lib/plainText'
import styles from './EducationLevels.module.css'

export function EducationLevels({
  block,
  loading,
}: {
  block: Block | undefined
  loading: boolean
}) {
  if (loading) {
    return (
      <Section title={<Skeleton width={320} height="1em" />} tone="tinted">
        <div className={styles.grid} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.card}>
              <Skeleton height="auto" radius={0} style={{ aspectRatio: '16 / 10' }} />
              <div className={styles.body}>
                <SkeletonText lines={3} />
              </div>
            </div>
          ))}
        </div>
      </Section>
    )
  }
  if (!block) return null

  return (
    <Section
      kicker={block.top || undefined}
      title={block.title}
      lead={block.desc ? <RichText html={block.desc} /> : undefined}
      action={
        block.link?.url ? (
          <ButtonLink href={block.link.url} variant="outline">
            {block.link.text}
          </ButtonLink>
        ) : undefined
      }
      tone="tinted"
    >
      <ul role="list" className={styles.grid}>
        {block.items.map((item, index) => (
          <li key={index} className={styles.card}>
            <div className={styles.media}>
              <Img src={item.image} alt="" width={800} height={500} className={styles.image} />
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>
                {item.link?.url ? (
                  <AppLink href={item.link.url} className={styles.link}>
                    {item.title}
                  </AppLink>
                ) : (
                  item.title
                )}
              </h3>
              <p className={styles.desc}>{plainText(item.desc)}</p>
              {item.link?.url ? (
                <span className={styles.more} aria-hidden="true">
                  {item.link.text}
                  <Icon name="arrowRight" size={16} />
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {block.bottom ? <p className={styles.bottom}>{block.bottom}</p> : null}
    </Section>
  )
}
