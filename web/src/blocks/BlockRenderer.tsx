// Renders a content block of any page in a generic layout: kicker, title, rich text, a picture or
// gallery, items (cards when they have pictures, otherwise a link list or a feature list), a call to
// action and a note. Pages with a designed layout (home) pick fields themselves; everything else,
// such as the blocks of a news item, goes through here.
import type { Block, BlockItem } from '@/api/types'
import { useT } from '@/i18n/LangContext'
import { AppLink } from './AppLink'
import styles from './BlockRenderer.module.css'
import { ButtonLink } from './Button'
import { Icon } from './Icon'
import { Img } from './Img'
import { RichText } from './RichText'
import { Kicker } from './Section'
import { Slider } from './Slider'
import { blockKind } from './blockKind'

export function BlockRenderer({
  block,
  headingLevel = 2,
  quotes = false,
}: {
  block: Block
  headingLevel?: 2 | 3
  /** Whether a block shaped like a quote is one (news); on pages the shape is a plain section. */
  quotes?: boolean
}) {
  const Heading = `h${headingLevel}` as const
  const kind = blockKind(block, { quotes })

  if (kind === 'quote') {
    return (
      <figure className={styles.quote}>
        <Icon name="quote" size={40} className={styles.quoteMark} />
        <blockquote className={styles.quoteText}>
          <RichText html={block.desc} />
        </blockquote>
        <figcaption className={styles.quoteBy}>
          <span className={styles.quoteName}>{block.title}</span>
          <span className={styles.quoteRole}>{block.top}</span>
        </figcaption>
      </figure>
    )
  }

  if (kind === 'callout' && block.link) {
    return (
      <aside className={styles.callout} aria-label={block.title}>
        <div className={styles.calloutText}>
          <Heading className={styles.calloutTitle}>{block.title}</Heading>
          <RichText html={block.desc} />
        </div>
        <ButtonLink href={block.link.url} variant="primary">
          {block.link.text}
        </ButtonLink>
      </aside>
    )
  }

  return (
    <section className={styles.block}>
      {block.top ? <Kicker>{block.top}</Kicker> : null}
      {block.title ? <Heading className={styles.title}>{block.title}</Heading> : null}
      <RichText html={block.desc} />
      <BlockImages block={block} />
      <BlockItems items={block.items} headingLevel={headingLevel === 2 ? 3 : 4} />
      {block.link?.url ? (
        <div className={styles.cta}>
          <ButtonLink href={block.link.url} variant="outline">
            {block.link.text}
          </ButtonLink>
        </div>
      ) : null}
      {block.bottom ? <p className={styles.bottom}>{block.bottom}</p> : null}
    </section>
  )
}

/** The blocks of a news item (or another record), in the order `blocksInOrder` gives. */
export function BlockList({
  blocks,
  headingLevel,
  quotes,
}: {
  blocks: { key: string; block: Block }[]
  headingLevel?: 2 | 3
  quotes?: boolean
}) {
  return (
    <div className={styles.list}>
      {blocks.map(({ key, block }) => (
        <BlockRenderer key={key} block={block} headingLevel={headingLevel} quotes={quotes} />
      ))}
    </div>
  )
}

/** The editor's description of the picture, else the block's title (numbered in a gallery). */
function imageAlt(block: Block, index: number, total: number) {
  if (block.image_alts[index]) return block.image_alts[index]
  if (!block.title) return ''
  return total > 1 ? `${block.title} (${index + 1}/${total})` : block.title
}

function BlockImages({ block }: { block: Block }) {
  const { t } = useT()
  const { images } = block
  if (images.length === 0) return null
  if (images.length === 1) {
    return (
      <figure className={styles.figure}>
        <picture>
          {block.mobile ? <source media="(max-width: 719px)" srcSet={block.mobile} /> : null}
          <Img src={images[0]} alt={imageAlt(block, 0, 1)} width={1200} height={675} />
        </picture>
      </figure>
    )
  }
  const pictures = images.map((src, index) => (
    <Img
      key={src + index}
      src={src}
      alt={imageAlt(block, index, images.length)}
      width={800}
      height={600}
      className={styles.galleryImage}
    />
  ))
  if (images.length <= 3) {
    return <div className={`${styles.gallery} ${styles[`n${images.length}`]}`}>{pictures}</div>
  }
  return (
    <div className={styles.sliderWrap}>
      <Slider
        label={block.title || t('common.gallery')}
        perView={{ base: 1.15, md: 2, lg: 3 }}
        gap={16}
      >
        {pictures}
      </Slider>
    </div>
  )
}

/**
 * An item's link. Its text may be a bare "Learn more": the item's title follows it for those who
 * hear links out of their context (a screen reader's list of links, a search engine).
 */
function ItemLink({ item }: { item: BlockItem }) {
  if (!item.link?.url) return null
  const text = item.link.text || item.title
  return (
    <AppLink href={item.link.url} className={styles.cardLink}>
      {text}
      {item.title && text !== item.title ? (
        <span className="visually-hidden">: {item.title}</span>
      ) : null}
      <Icon name="arrowRight" size={16} />
    </AppLink>
  )
}

function BlockItems({ items, headingLevel }: { items: BlockItem[]; headingLevel: 3 | 4 }) {
  if (items.length === 0) return null
  const Heading = `h${headingLevel}` as const

  if (items.some((item) => item.image)) {
    return (
      <ul role="list" className={styles.cards}>
        {items.map((item, index) => (
          <li key={index} className={styles.card}>
            <Img
              src={item.image}
              alt={item.image_alt}
              width={640}
              height={400}
              className={styles.cardImage}
            />
            <div className={styles.cardBody}>
              {item.title ? <Heading className={styles.cardTitle}>{item.title}</Heading> : null}
              <RichText html={item.desc} className={styles.cardText} />
              <ItemLink item={item} />
            </div>
          </li>
        ))}
      </ul>
    )
  }

  if (items.every((item) => item.link?.url && !item.desc)) {
    return (
      <ul role="list" className={styles.links}>
        {items.map((item, index) => (
          <li key={index}>
            <AppLink href={item.link?.url ?? '#'} className={styles.linkRow}>
              <span>{item.link?.text || item.title}</span>
              <Icon name={item.link?.url.startsWith('http') ? 'external' : 'arrowRight'} />
            </AppLink>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <ul role="list" className={styles.features}>
      {items.map((item, index) => (
        <li key={index} className={styles.feature}>
          {item.title ? <Heading className={styles.featureTitle}>{item.title}</Heading> : null}
          <RichText html={item.desc} className={styles.cardText} />
          <ItemLink item={item} />
        </li>
      ))}
    </ul>
  )
}
