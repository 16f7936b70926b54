// The history page (its path holds the university's short name). As the spec orders it, the site
// settings and the page record load together, then the blocks and the timeline together. The
// page shows the blocks at positions 2 to 7; the one at 6 heads the timeline and is left out
// when the timeline has no years (a timeline that failed to load stays, with a Retry).
import { historyTimelineQuery } from '@/api/about'
import { blocksInOrder, pageBlocksQuery, pageQuery } from '@/api/pages'
import { generalSettingsQuery } from '@/api/settings'
import { ContentView, type Extra } from '@/blocks/ContentView'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import { HistoryChapter } from './HistoryChapter'
import { historyBlocks, TIMELINE_POSITION } from './historyBlocks'
import { HistoryTimeline } from './HistoryTimeline'

export function HistoryPage({ slug }: { slug: string }) {
  const { lang } = useT()
  const page = useRequiredQuery(pageQuery(lang, slug))
  const settings = useListQuery(generalSettingsQuery(lang))
  const firstDone = page.data !== undefined && !settings.isPending
  const blocks = useListQuery({
    ...pageBlocksQuery(lang, 'static', page.data?.id ?? 0),
    enabled: firstDone,
  })
  const timeline = useListQuery({ ...historyTimelineQuery(lang), enabled: firstDone })

  // A timeline that failed keeps its place and offers Retry; one without years is left out.
  const hasTimeline = (timeline.data?.length ?? 0) > 0 || timeline.isError
  const bothDone = firstDone && !blocks.isPending && !timeline.isPending
  const shown = bothDone ? historyBlocks(blocks.data ?? {}, hasTimeline) : undefined
  // Chapters alternate their picture's side; the block at 6 gives way to the timeline it heads.
  const chapters: Extra[] = blocksInOrder(shown)
    .filter(({ block }) => block.position !== TIMELINE_POSITION)
    .map(({ block }, index) => ({
      key: `chapter-${block.position}`,
      after: block.position,
      replacesBlock: true,
      render: (chapter) =>
        chapter ? <HistoryChapter block={chapter} flip={index % 2 === 1} /> : null,
    }))
  const timelineExtra: Extra[] = hasTimeline
    ? [
        {
          key: 'timeline',
          after: TIMELINE_POSITION,
          replacesBlock: true,
          render: (block) => (
            <HistoryTimeline block={block} timeline={timeline} university={settings.data?.name} />
          ),
        },
      ]
    : []

  return <ContentView page={page.data} blocks={shown} extras={[...chapters, ...timelineExtra]} />
}
