import { LANGS, expect, test, type NewsCard } from './fixtures'

interface MenuItem {
  title: string
  url: string
  children: MenuItem[]
}

for (const { lang, home, htmlLang, t } of LANGS) {
  test(`home page in ${lang}: menu, schools and latest news`, async ({ page, api }) => {
    const [menu, schools, latest, main] = await Promise.all([
      api<MenuItem[]>('/menus/header', lang),
      api<{ title: string }[]>('/schools', lang),
      api<NewsCard[]>('/latest-news', lang, { limit: 5 }),
      api<{ seo: { title: string } }>('/pages/main', lang),
    ])

    await page.goto(home)
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang)
    await expect(page).toHaveTitle(main.seo.title)

    const nav = page.getByRole('banner').getByRole('navigation', { name: t.nav.mainNavigation })
    for (const item of menu) {
      await expect(nav.getByText(item.title, { exact: true })).toBeVisible()
    }

    const schoolsSection = page.getByRole('region', { name: t.home.schoolsTitle, exact: true })
    for (const school of schools) {
      await expect(schoolsSection.getByRole('link', { name: school.title })).toBeVisible()
    }

    const latestSection = page.getByRole('region', { name: t.home.latestTitle, exact: true })
    for (const news of latest) {
      await expect(latestSection.getByRole('link', { name: news.title })).toBeVisible()
    }

    // The footer is there too, with the year.
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
  })
}

test('a header dropdown opened by the pointer stays open when its button is clicked', async ({
  page,
  api,
}) => {
  const menu = await api<MenuItem[]>('/menus/header', 'en')
  const first = menu.find((item) => item.children.length > 0)!
  await page.goto('/en/')
  const button = page.getByRole('button', { name: first.title })
  await button.hover()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(
    page.getByRole('link', { name: first.children[0]!.title, exact: true }).first(),
  ).toBeVisible()
  // A second click closes it.
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('a header dropdown opens with the keyboard and closes with Escape', async ({ page, api }) => {
  const menu = await api<MenuItem[]>('/menus/header', 'en')
  const first = menu.find((item) => item.children.length > 0)
  expect(first, 'the header menu has a group with links').toBeDefined()
  await page.goto('/en/')
  const button = page.getByRole('button', { name: first!.title })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(
    page.getByRole('link', { name: first!.children[0]!.title, exact: true }).first(),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
})

test('the hero slider moves with its buttons', async ({ page }) => {
  await page.goto('/en/')
  const hero = page.locator('[aria-roledescription="carousel"]').first()
  const dots = hero.getByRole('button', { name: /Go to slide/ })
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  await hero.getByRole('button', { name: 'Next slide' }).click()
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
  const total = await dots.count()
  await expect(hero.getByRole('group', { name: `2 of ${total}` })).toBeInViewport()
})
