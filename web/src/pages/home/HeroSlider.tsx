// main-block1: full-width slides (one per item) with the image under a blue veil, title, text and
// a call to action.
import type { Block } from '@/api/types'
import { ButtonLink } from '@/blocks/Button'
import { FirstScreenEnd } from '@/blocks/FirstScreenEnd'
import { Img } from '@/blocks/Img'
import { RichText } from '@/blocks/RichText'
import { Skeleton } from '@/blocks/Skeleton'
import { Slider } from '@/blocks/Slider'
import styles from './HeroSlider.module.css'

export function HeroSlider({
  block,
  loading,
  pageTitle,
}: {
  block: Block | undefined
  loading: boolean
  pageTitle: string | undefined
}) {
  // The page's h1 names the university page; the slides carry the visible headlines.
  const h1 = <h1 className="visually-hidden">{pageTitle ?? block?.title}</h1>

  if (loading || !block) {
    return (
      <div className={styles.hero} aria-busy={loading}>
        {h1}
        <div className={`container ${styles.content}`}>
          {loading ? (
            <div className={styles.skeleton}>
              <Skeleton width={140} height={14} />
              <Skeleton width="min(640px, 90%)" height="2.4em" />
              <Skeleton width="min(480px, 70%)" height="1.2em" />
            </div>
          ) : null}
        </div>
        <FirstScreenEnd />
      </div>
    )
  }

  const slides =
    block.items.length > 0 ? block.items : [{ ...block, image: block.images[0] ?? null }]
  return (
    <div className={styles.wrap}>
      {h1}
      <Slider
        label={block.title || pageTitle || ''}
        loop={slides.length > 1}
        tone="dark"
        controls="overlay"
        gap={0}
        controlsClassName={`container ${styles.controls}`}
      >
        {slides.map((slide, index) => (
          <div key={index} className={styles.hero}>
            <Img
              src={slide.image}
              alt=""
              width={1920}
              height={900}
              priority={index === 0}
              className={styles.image}
            />
            <div className={`container ${styles.content}`}>
              <div className={styles.text}>
                {block.top ? <p className={styles.kicker}>{block.top}</p> : null}
                <p className={styles.title}>{slide.title}</p>
                <RichText html={slide.desc} className={styles.desc} />
                {slide.link?.url ? (
                  <div className={styles.actions}>
                    <ButtonLink href={slide.link.url} variant="gold">
                      {slide.link.text}
                    </ButtonLink>
                  </div>
                ) : null}
              </div>
            </div>
          </div>
        ))}
      </Slider>
      <FirstScreenEnd />
    </div>
  )
}
