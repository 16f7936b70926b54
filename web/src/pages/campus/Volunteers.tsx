// The volunteers page's list: one tab per volunteer group (?group=), each a slider of that
// group's volunteers. The volunteers load once; the groups only split them.
import { volunteersQuery, type Volunteer } from '@/api/campus'
import { handbookQuery } from '@/api/handbooks'
import { Card, CardsSkeleton } from '@/blocks/Card'
import { allOf } from '@/blocks/listQuery'
import { ListSection } from '@/blocks/ListSection'
import { ListEmpty, QueryList } from '@/blocks/QueryList'
import { Slider } from '@/blocks/Slider'
import { TabsSkeleton } from '@/blocks/Tabs'
import { UrlTabs } from '@/blocks/UrlTabs'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'

export function Volunteers() {
  const { t, lang } = useT()
  const groups = useListQuery(handbookQuery(lang, 'volunteer-groups'))
  const volunteers = useListQuery(volunteersQuery(lang))
  // A tab per group, each with its volunteers; the list shows once both calls have answered.
  const tabs = allOf([groups, volunteers], (groupList, all) =>
    groupList.map((group) => ({
      id: String(group.id),
      label: group.title,
      render: () => (
        <VolunteerSlider
          label={group.title}
          volunteers={all.filter((volunteer) => volunteer.group === group.id)}
        />
      ),
    })),
  )
  return (
    <ListSection title={t('campus.volunteers.title')}>
      <QueryList
        query={tabs}
        skeleton={
          <div>
            <TabsSkeleton />
            <CardsSkeleton ratio="video" row />
          </div>
        }
      >
        {(list) => <UrlTabs param="group" label={t('campus.volunteers.groups')} tabs={list} />}
      </QueryList>
    </ListSection>
  )
}

function VolunteerSlider({ label, volunteers }: { label: string; volunteers: Volunteer[] }) {
  const { t } = useT()
  if (volunteers.length === 0) return <ListEmpty>{t('campus.volunteers.empty')}</ListEmpty>
  return (
    <Slider label={label} perView={{ base: 1, md: 2, lg: 3 }}>
      {volunteers.map((volunteer) => (
        <Card
          key={volunteer.id}
          image={volunteer.photo}
          ratio="video"
          title={volunteer.name}
          text={volunteer.desc}
          clamp={false}
        />
      ))}
    </Slider>
  )
}
