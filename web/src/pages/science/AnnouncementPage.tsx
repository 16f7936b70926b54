// /dissertation-committee/announcements/{id}: the notice of a public defence: candidate,
// speciality, date and time, and the notice itself (the thesis, advisers, reviewers, venue, the
// stream). An unknown id sends the visitor to /404.
import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router'
import { pageQuery } from '@/api/pages'
import { announcementQuery } from '@/api/science'
import { ContentView } from '@/blocks/ContentView'
import { RichText } from '@/blocks/RichText'
import { useT } from '@/i18n/LangContext'
import { useRequiredQuery } from '@/lib/useRequiredQuery'
import type { FamilySlug } from '@/routes'
import { dateAndTime } from './format'
import { RecordIntro } from './RecordIntro'
import { recordPage } from '@/lib/recordPage'

const COUNCIL: FamilySlug<'science'> = 'dissertation-committee'
const NO_BLOCKS = {}

export function AnnouncementPage() {
  const { id = '' } = useParams()
  const { t, lang } = useT()
  const announcement = useRequiredQuery(announcementQuery(lang, id)).data
  // The council's page lends its banner and is the way back.
  const council = useQuery(pageQuery(lang, COUNCIL))

  return (
    <ContentView
      parent={council.data && { label: council.data.title, to: `/${council.data.slug}` }}
      page={
        announcement &&
        recordPage(
          'announcement',
          { ...announcement, slug: String(announcement.id), desc: announcement.specialty },
          council.data?.banner,
        )
      }
      blocks={announcement ? NO_BLOCKS : undefined}
      extras={
        announcement
          ? [
              {
                key: 'announcement',
                after: 0,
                render: () => (
                  <RecordIntro
                    facts={[
                      {
                        label: t('science.announcements.candidate'),
                        value: announcement.candidate,
                      },
                      {
                        label: t('science.announcements.specialty'),
                        value: announcement.specialty,
                      },
                      {
                        label: t('science.announcements.defence'),
                        value: (
                          <time dateTime={announcement.defense_at}>
                            {dateAndTime(announcement.defense_at, lang)}
                          </time>
                        ),
                      },
                    ]}
                    back={{ to: `/${COUNCIL}`, label: t('science.announcements.all') }}
                  >
                    {/* The notice's own headings are h3: an h2 keeps the outline in order. */}
                    <h2 className="visually-hidden">{t('science.announcements.notice')}</h2>
                    <RichText html={announcement.body} />
                  </RecordIntro>
                ),
              },
            ]
          : []
      }
    />
  )
}
