import { LANGS, expect, test } from './fixtures'

const [kz, ru, en] = LANGS

test('the language switch keeps the page and its query, and is remembered', async ({
  page,
  api,
}) => {
  const schools = await api<{ value: number; label: string }[]>('/news-filters/school', 'ru')
  const school = schools[0]!

  await page.goto(`/news-catalog?school=${school.value}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')

  const switcher = page.getByRole('navigation', { name: kz.t.nav.language })
  await switcher.getByRole('link', { name: 'Русский' }).click()
  await expect(page).toHaveURL(`/ru/news-catalog?school=${school.value}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByLabel(ru.t.catalog.school)).toHaveValue(String(school.value))
  await expect(page.getByLabel(ru.t.catalog.school).locator('option:checked')).toHaveText(
    school.label,
  )

  // The bare address now opens in Russian.
  await page.goto('/')
  await expect(page).toHaveURL('/ru/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')

  await page
    .getByRole('navigation', { name: ru.t.nav.language })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL('/en/')
  await page.goto('/')
  await expect(page).toHaveURL('/en/')

  await page
    .getByRole('navigation', { name: en.t.nav.language })
    .getByRole('link', { name: 'Қазақша' })
    .click()
  await expect(page).toHaveURL('/')
  await page.goto('/')
  await expect(page).toHaveURL('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk')
})

test('menu links carry the current language', async ({ page }) => {
  await page.goto('/ru/news')
  // The footer's menus arrive after its first links (the socials): wait for them.
  await expect
    .poll(() => page.getByRole('contentinfo').locator('a[href^="/"]').count())
    .toBeGreaterThan(3)
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const internal = hrefs.filter((href) => href.startsWith('/'))
  expect(internal.length).toBeGreaterThan(3)
  for (const href of internal) expect(href).toMatch(/^\/ru\//)
})

// The site draws its text in the system's fonts: a web font's files were requested before the
// first paint and held it back on a slow phone. The bachelor page has Kazakh, Russian and English
// names (the language switcher) and prices in tenge (₸).
for (const path of ['/education/bachelor', '/ru/education/bachelor', '/en/education/bachelor']) {
  test(`${path} paints without downloading a font file`, async ({ page }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(fonts).toEqual([])
  })
}
