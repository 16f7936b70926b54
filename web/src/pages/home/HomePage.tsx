// The home page: the blocks of page 1 (main-block1…5) in their designed layouts, interleaved
// with the schools, dual programmes and news lists.
import { blockOf, pageBlocksQuery, pageQuery } from '@/api/pages'
import { SchoolNewsTabs } from '@/blocks/SchoolNewsTabs'
import { Section } from '@/blocks/Section'
import { useT } from '@/i18n/LangContext'
import { usePageMeta } from '@/lib/usePageMeta'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { AdmissionsCta } from './AdmissionsCta'
import { DualProgramsSection } from './DualProgramsSection'
import { EducationLevels } from './EducationLevels'
import { HeroSlider } from './HeroSlider'
import { KeyFigures } from './KeyFigures'
import { LatestNewsSection } from './LatestNewsSection'
import { PartnersSection } from './PartnersSection'
import { SchoolsSection } from './SchoolsSection'

/** The home page is page 1 of type "static"; its blocks are keyed main-block1…5. */
const HOME_PAGE_ID = 1
const NEWS_TABS_LIMIT = 4

export function HomePage() {
  const { t, lang } = useT()
  const page = useRequiredQuery(pageQuery(lang, 'main'))
  const blocks = useRequiredQuery(pageBlocksQuery(lang, 'static', HOME_PAGE_ID))
  usePageMeta(
    page.data && {
      title: page.data.seo.title || page.data.title,
      description: page.data.seo.description,
    },
  )
  const block = (n: number) => blockOf(blocks.data, `main-block${n}`)
  const loading = blocks.isPending

  return (
    <>
      <HeroSlider
        block={block(1)}
        loading={loading}
        pageTitle={page.data && (page.data.seo.title || page.data.title)}
      />
      <KeyFigures block={block(2)} loading={loading} />
      <SchoolsSection />
      <EducationLevels block={block(3)} loading={loading} />
      <DualProgramsSection />
      <LatestNewsSection />
      <Section kicker={t('news.universityNews')} title={t('home.newsTabsTitle')} tone="tinted">
        <SchoolNewsTabs limit={NEWS_TABS_LIMIT} columns={4} label={t('home.newsTabsTitle')} />
      </Section>
      <PartnersSection block={block(4)} />
      <AdmissionsCta block={block(5)} />
    </>
  )
}
