// A block whose items are a row of cards to leaf through (the digital university's services and
// its e-learning platforms): the block's heading, then its items in the shared slider.
import type { Block } from '@/api/types'
import { AppLink } from '@/blocks/AppLink'
import { Card } from '@/blocks/Card'
import { Icon } from '@/blocks/Icon'
import { ListSection } from '@/blocks/ListSection'
import { RichText } from '@/blocks/RichText'
import { Slider } from '@/blocks/Slider'
import styles from './Science.module.css'

export function BlockSlider({ block }: { block: Block | undefined }) {
  if (!block || block.items.length === 0) return null
  return (
    <ListSection block={block} title={block.title}>
      <Slider label={block.title} perView={{ base: 1.15, md: 2.2, lg: 3 }} gap={24}>
        {block.items.map((item, index) => (
          <Card key={index} image={item.image} title={item.title}>
            <RichText html={item.desc} className={styles.slideText} />
            {item.link?.url ? (
              <AppLink href={item.link.url} className={styles.cardLink}>
                {item.link.text || item.title}
                <Icon
                  name={item.link.url.startsWith('http') ? 'external' : 'arrowRight'}
                  size={16}
                />
                <span className="visually-hidden">: {item.title}</span>
              </AppLink>
            ) : null}
          </Card>
        ))}
      </Slider>
    </ListSection>
  )
}
