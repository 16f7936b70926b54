import { LANGS, expect, test, type NewsCard } from './fixtures'

interface NewsPage {
  data: NewsCard[]
  meta: { total: number; last_page: number }
}

const kz = LANGS[0]
const ru = LANGS[1]
const en = LANGS[2]

test('news landing: school tabs switch the list', async ({ page, api }) => {
  const [schools, all] = await Promise.all([
    api<{ id: number; title: string; short_title: string }[]>('/schools', 'ru'),
    api<NewsPage>('/news', 'ru', { limit: 20 }),
  ])
  const school = schools[1]!
  const ofSchool = await api<NewsPage>('/news', 'ru', { limit: 20, school: school.id })

  await page.goto('/ru/news')
  const tabs = page.getByRole('tablist', { name: ru.t.news.bySchool })
  const first = tabs.getByRole('tab').first()
  await expect(first).toHaveText('Новости университета')
  await expect(first).toHaveAttribute('aria-selected', 'true')

  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('listitem')).toHaveCount(all.data.length)
  await expect(panel.getByRole('link', { name: all.data[0]!.title })).toBeVisible()

  const tab = tabs.getByRole('tab', { name: school.short_title || school.title })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  await expect(first).toHaveAttribute('aria-selected', 'false')
  await expect(panel.getByRole('listitem')).toHaveCount(ofSchool.data.length)
  for (const news of ofSchool.data.slice(0, 3)) {
    await expect(panel.getByRole('link', { name: news.title })).toBeVisible()
  }

  // The keyboard moves between tabs.
  await tab.press('Home')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(first).toBeFocused()

  await expect(page.getByRole('link', { name: ru.t.news.toCatalog })).toBeVisible()
})

test('single news: title, body and the latest news beside it', async ({ page, api }) => {
  const latest = await api<NewsCard[]>('/latest-news', 'en', { limit: 5 })
  const current = latest[1]!
  const item = await api<NewsCard & { body: string; seo: { title: string } }>(
    `/news/${current.slug}`,
    'en',
  )

  await page.goto(`/en/news/${current.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
  await expect(page).toHaveTitle(item.seo.title || item.title)
  const firstParagraph = /<p>(.*?)<\/p>/.exec(item.body)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
  await expect(page.getByRole('article', { name: item.title })).toContainText(
    firstParagraph.slice(0, 60),
  )

  const aside = page.getByRole('complementary', { name: en.t.news.moreNews })
  // Four latest news, leaving out the one being read.
  const others = latest.filter((news) => news.slug !== current.slug).slice(0, 4)
  await expect(aside.getByRole('article')).toHaveCount(4)
  for (const news of others)
    await expect(aside.getByRole('link', { name: news.title })).toBeVisible()
  await expect(aside.getByRole('link', { name: item.title })).toHaveCount(0)

  // Following a card is a client-side navigation to that news item.
  await aside.getByRole('link', { name: others[0]!.title }).click()
  await expect(page).toHaveURL(`/en/news/${others[0]!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(others[0]!.title)
})

test('single news renders its blocks (a gallery)', async ({ page, api }) => {
  const list = await api<NewsPage>('/news', 'en', { limit: 20 })
  let withGallery: NewsCard | undefined
  let galleryTitle = ''
  for (const news of list.data) {
    const blocks = await api<Record<string, { title: string; images: string[] }[]>>(
      `/news/blocks/${news.id}`,
      'en',
    )
    const gallery = Object.values(blocks).find((b) => (b[0]?.images.length ?? 0) > 1)?.[0]
    if (gallery) {
      withGallery = news
      galleryTitle = gallery.title
      break
    }
  }
  expect(
    withGallery,
    'the demo content has a news item with a gallery among the latest 20',
  ).toBeDefined()

  await page.goto(`/en/news/${withGallery!.slug}`)
  await expect(page.getByRole('heading', { name: galleryTitle })).toBeVisible()
  await expect(
    page.getByRole('img', { name: new RegExp(`^${galleryTitle}`) }).first(),
  ).toBeVisible()
})

for (const { lang, prefix, t } of LANGS) {
  test(`an unknown news slug lands on the 404 page (${lang})`, async ({ page, allowProblems }) => {
    allowProblems(/no-such-news/)
    await page.goto(`${prefix}/news/no-such-news`)
    await expect(page).toHaveURL(`${prefix}/404`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound.title)
    await expect(page.getByRole('link', { name: t.notFound.home })).toBeVisible()
  })
}

test('an unknown path shows the not-found page', async ({ page, allowProblems }) => {
  // The server answers a path that is no page with 404 and the app, which shows its not-found page.
  allowProblems(/\/en\/no\/such\/page/)
  await page.goto('/en/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.t.notFound.title)
  await page.getByRole('link', { name: en.t.notFound.news }).click()
  await expect(page).toHaveURL('/en/news')
})

for (const path of ['/constructor', '/ru/toString']) {
  test(`a path named like a property of every object is no page either: ${path}`, async ({
    page,
    allowProblems,
  }) => {
    allowProblems(new RegExp(path))
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.startsWith('/ru') ? ru.t.notFound.title : kz.t.notFound.title,
    )
  })
}
