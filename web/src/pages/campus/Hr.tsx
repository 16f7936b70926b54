// The HR department: the overview at /hr-department (its first block beside the page's picture,
// then a card for each section) and each section at /hr-department/{section}: the block that describes it in full, and
// for the vacancies section the open vacancies. Sections are the page's blocks at fixed positions
// (the spec fixes block positions per page); an unknown section, or one whose block the page does
// not have, is not found.
import { useId } from 'react'
import { useParams } from 'react-router'
import { Link } from '@/blocks/Link'
import { blocksInOrder } from '@/api/pages'
import type { Block, BlockMap } from '@/api/types'
import { Banner } from '@/blocks/Banner'
import { BlockRenderer } from '@/blocks/BlockRenderer'
import { ContentView } from '@/blocks/ContentView'
import { Icon } from '@/blocks/Icon'
import { Img } from '@/blocks/Img'
import { RichText } from '@/blocks/RichText'
import { Kicker } from '@/blocks/Section'
import { SkeletonText } from '@/blocks/Skeleton'
import { VacanciesList } from '@/blocks/VacanciesList'
import { ConsultationSection } from '@/forms/ConsultationSection'
import { useT } from '@/i18n/LangContext'
import { plainText } from '@/lib/plainText'
import { useStaticPageContent } from '@/lib/usePageContent'
import { usePageMeta } from '@/lib/usePageMeta'
import { paths, useLocalize } from '@/routes'
import styles from './Campus.module.css'
import { useNotFoundWhen } from '@/lib/useNotFoundWhen'

const HR = '/hr-department'

interface HrSection {
  slug: string
  /** The position of the page's block that describes the section. */
  position: number
  /** Whether the section lists the open vacancies under its block. */
  vacancies?: boolean
}

const HR_SECTIONS: HrSection[] = [
  { slug: 'benefits', position: 2 },
  { slug: 'vacancies', position: 3, vacancies: true },
]

const sectionPath = paths.hrSection

function blockAt(blocks: BlockMap | undefined, position: number): Block | undefined {
  return blocksInOrder(blocks).find(({ block }) => block.position === position)?.block
}

/**
 * The overview: the first block beside the page's picture (its phone version from the block),
 * then cards that lead to the sections in place of the sections' blocks.
 */
export function HrOverviewPage() {
  const { page, blocks } = useStaticPageContent('hr-department')
  const sectionPositions = new Set(HR_SECTIONS.map((section) => section.position))
  const overview =
    blocks &&
    Object.fromEntries(
      Object.entries(blocks).filter(([, list]) => !sectionPositions.has(list[0]?.position ?? 0)),
    )
  const first = blocksInOrder(overview).at(0)?.block.position ?? 0
  return (
    <ContentView
      page={page}
      blocks={overview}
      extras={[
        {
          key: 'intro',
          after: first,
          replacesBlock: true,
          render: (block) => (block ? <HrIntro block={block} image={page?.image} /> : null),
        },
        { key: 'sections', after: first, render: () => <HrSectionCards blocks={blocks ?? {}} /> },
      ]}
    />
  )
}

function HrIntro({ block, image }: { block: Block; image: string | null | undefined }) {
  const titleId = useId()
  return (
    <section className={styles.intro} aria-labelledby={titleId}>
      <div className={styles.introText}>
        {block.top ? <Kicker>{block.top}</Kicker> : null}
        <h2 id={titleId} className={styles.introTitle}>
          {block.title}
        </h2>
        <RichText html={block.desc} />
      </div>
      {image ? (
        <picture className={styles.introPicture}>
          {block.mobile ? <source media="(max-width: 719px)" srcSet={block.mobile} /> : null}
          <Img src={image} alt="" width={1200} height={675} className={styles.introImage} />
        </picture>
      ) : null}
    </section>
  )
}

function HrSectionCards({ blocks }: { blocks: BlockMap }) {
  const { t } = useT()
  const localize = useLocalize()
  const sections = HR_SECTIONS.flatMap((section) => {
    const block = blockAt(blocks, section.position)
    return block ? [{ ...section, block }] : []
  })
  if (sections.length === 0) return null
  return (
    <nav aria-label={t('campus.hr.sections')}>
      <ul role="list" className={styles.sectionCards}>
        {sections.map(({ slug, block }) => (
          <li key={slug} className={styles.sectionCard}>
            {block.top ? <p className={styles.badge}>{block.top}</p> : null}
            <h2 className={styles.sectionTitle}>
              <Link to={localize(sectionPath(slug))} className={styles.sectionLink}>
                {block.title}
              </Link>
            </h2>
            <p className={styles.sectionText}>{sectionTeaser(block)}</p>
            <span className={styles.sectionMore} aria-hidden="true">
              {t('campus.hr.open')}
              <Icon name="arrowRight" size={18} />
            </span>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A few words about a section: its text, or else the titles of its items. */
function sectionTeaser(block: Block): string {
  const text = plainText(block.desc)
  if (text) return text
  return (block.items ?? [])
    .map((item) => item.title)
    .filter(Boolean)
    .join(' · ')
}

export function HrSectionPage() {
  const { section: slug = '' } = useParams()
  const { t } = useT()
  const section = HR_SECTIONS.find((s) => s.slug === slug)
  const { page, blocks } = useStaticPageContent('hr-department')
  const block = section && blockAt(blocks, section.position)
  const missing = !section || (blocks !== undefined && !block)

  useNotFoundWhen(missing)
  usePageMeta(
    page && block
      ? {
          title: `${block.title} — ${page.seo.title || page.title}`,
          description: page.seo.description,
        }
      : undefined,
  )
  if (missing) return null

  return (
    <>
      {/* The department stays the page's h1; the section's block heads the body as an h2. */}
      <Banner
        title={page?.title}
        image={page?.banner}
        video={page?.video}
        crumbs={[
          { label: t('nav.home'), to: paths.home },
          { label: page?.title ?? '…', to: HR },
          { label: block?.title ?? '…' },
        ]}
      />
      <div className={`container ${styles.pageBody}`}>
        {page && block ? (
          <>
            <HrNav current={section.slug} blocks={blocks ?? {}} />
            <div className={styles.prose}>
              <BlockRenderer block={block} />
            </div>
            {section.vacancies ? <VacanciesList /> : null}
            <ConsultationSection pageType={page.type} pageSlug={page.slug} />
          </>
        ) : (
          <div aria-busy="true" className={styles.prose}>
            <SkeletonText lines={3} />
            <SkeletonText lines={5} />
          </div>
        )}
      </div>
    </>
  )
}

/** The overview and the other sections, the current one marked. */
function HrNav({ current, blocks }: { current: string; blocks: BlockMap }) {
  const { t } = useT()
  const localize = useLocalize()
  const links = [
    { path: HR, label: t('campus.hr.overview'), current: false },
    ...HR_SECTIONS.flatMap((section) => {
      const block = blockAt(blocks, section.position)
      return block
        ? [
            {
              path: sectionPath(section.slug),
              label: block.title,
              current: section.slug === current,
            },
          ]
        : []
    }),
  ]
  return (
    <nav aria-label={t('campus.hr.sections')} className={styles.subnav}>
      <ul role="list">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={localize(link.path)}
              aria-current={link.current ? 'page' : undefined}
              className={styles.subnavLink}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
