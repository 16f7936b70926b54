// The strategy page. Unlike every other page, a failed load only logs (spec sections 4 and 8): the
// visitor stays on /strategy and sees the page's frame with a short notice instead of its text.
import { pageQuery, staticBlocksQuery } from '@/api/pages'
import type { BlockMap } from '@/api/types'
import { Banner } from '@/blocks/Banner'
import { ContentView } from '@/blocks/ContentView'
import { Icon } from '@/blocks/Icon'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { usePageMeta } from '@/lib/usePageMeta'
import { paths } from '@/routes'
import styles from './About.module.css'

const SLUG = 'strategy'
const NO_BLOCKS: BlockMap = {}

export function StrategyPage() {
  const { lang } = useT()
  const page = useListQuery(pageQuery(lang, SLUG))
  const blocks = useListQuery(staticBlocksQuery(lang, SLUG))

  if (page.isError) return <StrategyUnavailable />
  return (
    <ContentView page={page.data} blocks={blocks.isError ? NO_BLOCKS : blocks.data} extras={[]} />
  )
}

function StrategyUnavailable() {
  const { t } = useT()
  const title = t('about.strategy.title')
  usePageMeta({ title })
  return (
    <>
      <Banner title={title} crumbs={[{ label: t('nav.home'), to: paths.home }, { label: title }]} />
      <div className={`container ${styles.unavailableWrap}`}>
        <p className={styles.unavailable} role="status">
          <Icon name="alert" size={24} />
          <span>{t('about.strategy.unavailable')}</span>
        </p>
      </div>
    </>
  )
}
