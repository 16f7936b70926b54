// main-block5: the admissions call to action closing the page.
import type { Block } from '@/api/types'
import { ButtonLink } from '@/blocks/Button'
import { Img } from '@/blocks/Img'
import { RichText } from '@/blocks/RichText'
import styles from './AdmissionsCta.module.css'

export function AdmissionsCta({ block }: { block: Block | undefined }) {
  if (!block) return null
  const image = block.images[0] ?? block.items.find((item) => item.image)?.image ?? null
  const links = [block.link, ...block.items.map((item) => item.link)].filter(
    (link): link is NonNullable<typeof link> => Boolean(link?.url),
  )

  return (
    <section className={styles.section} aria-labelledby="admissions-cta-title">
      <div className="container">
        <div className={styles.card}>
          <div className={styles.text}>
            {block.top ? <p className={styles.kicker}>{block.top}</p> : null}
            <h2 id="admissions-cta-title" className={styles.title}>
              {block.title}
            </h2>
            <RichText html={block.desc} className={styles.desc} />
            {links.length > 0 ? (
              <div className={styles.actions}>
                {links.map((link, index) => (
                  <ButtonLink
                    key={link.url + index}
                    href={link.url}
                    variant={index === 0 ? 'gold' : 'light'}
                  >
                    {link.text}
                  </ButtonLink>
                ))}
              </div>
            ) : null}
            {block.bottom ? <p className={styles.bottom}>{block.bottom}</p> : null}
          </div>
          {image ? (
            <div className={styles.media}>
              <picture>
                {block.mobile ? <source media="(max-width: 719px)" srcSet={block.mobile} /> : null}
                <Img src={image} alt="" width={720} height={560} className={styles.image} />
              </picture>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
