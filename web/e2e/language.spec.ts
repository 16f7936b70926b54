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
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible()
  const hrefs = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const internal = hrefs.filter((href) => href.startsWith('/'))
  expect(internal.length).toBeGreaterThan(3)
  for (const href of internal) expect(href).toMatch(/^\/ru\//)
})

// The bachelor page shows prices in tenge (₸) and, like every page, the language switcher's names
// of the other languages: neither may pull in a font file of another script.
const FONT_SUBSETS = {
  '/education/bachelor': ['cyrillic', 'cyrillic-ext', 'latin'],
  '/ru/education/bachelor': ['cyrillic', 'latin'],
  '/en/education/bachelor': ['latin'],
}
for (const [path, subsets] of Object.entries(FONT_SUBSETS)) {
  test(`${path} downloads only the font files its language is written in`, async ({ page }) => {
    const fonts = new Set<string>()
    page.on('request', (request) => {
      const subset = /inter-([a-z-]+)-wght/.exec(request.url())?.[1]
      if (subset) fonts.add(subset)
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    expect([...fonts].sort()).toEqual(subsets)
  })
}
