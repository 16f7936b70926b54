// The welcome page's slider of the five latest news (spec: the first 5 news).
import { latestNewsQuery } from '@/api/news'
import { ButtonLink } from '@/blocks/Button'
import { ListSection } from '@/blocks/ListSection'
import { NewsCard, NewsGrid } from '@/blocks/NewsCard'
import { QueryList } from '@/blocks/QueryList'
import { Slider } from '@/blocks/Slider'
import { useT } from '@/i18n/LangContext'
import { useListQuery } from '@/lib/useListQuery'
import { paths } from '@/routes'

const LATEST_LIMIT = 5

export function WelcomeNews() {
  const { t, lang } = useT()
  const latest = useListQuery(latestNewsQuery(lang, LATEST_LIMIT))
  if (latest.data?.length === 0) return null

  return (
    <ListSection
      kicker={t('about.welcome.newsKicker')}
      title={t('about.welcome.newsTitle')}
      aside={
        <ButtonLink href={paths.news} variant="outline">
          {t('common.allNews')}
        </ButtonLink>
      }
    >
      <QueryList query={latest} skeleton={<NewsGrid news={undefined} count={3} />}>
        {(list) => (
          <Slider label={t('about.welcome.newsTitle')} perView={{ base: 1.1, md: 2, lg: 3 }}>
            {list.map((news) => (
              <NewsCard key={news.id} news={news} />
            ))}
          </Slider>
        )}
      </QueryList>
    </ListSection>
  )
}
