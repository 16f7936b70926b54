import { LANGS, expect, test, type NewsCard } from './fixtures'

interface Page {
  title: string
  seo: { title: string; description: string }
}

// Every page of this app in every language: the right <html lang>, title, description, heading
// and breadcrumb trail, with no console errors or failed requests (checked by the fixture).
for (const { lang, prefix, htmlLang, t } of LANGS) {
  test(`news pages in ${lang}`, async ({ page, api }) => {
    const [newsPage, catalogPage, [latest]] = await Promise.all([
      api<Page>('/pages/news', lang),
      api<Page>('/pages/news-catalog', lang),
      api<NewsCard[]>('/latest-news', lang, { limit: 1 }),
    ])
    const item = await api<NewsCard & { seo: { title: string; description: string } }>(
      `/news/${latest!.slug}`,
      lang,
    )

    const cases = [
      { path: `${prefix}/news`, page: newsPage, h1: newsPage.title },
      { path: `${prefix}/news-catalog`, page: catalogPage, h1: catalogPage.title },
      { path: `${prefix}/news/${item.slug}`, page: item, h1: item.title },
    ]
    for (const { path, page: data, h1 } of cases) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(page).toHaveTitle(data.seo.title || h1)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        data.seo.description || (data as { excerpt?: string }).excerpt || '',
      )
      // Dates are spelled in the language (Chromium's ICU lacks Kazakh month names).
      await expect(page.locator('main time').first()).not.toHaveText(/M\d/)
      const trail = page.getByRole('navigation', { name: t.nav.breadcrumbs })
      await expect(trail.getByRole('link', { name: t.nav.home })).toHaveAttribute(
        'href',
        prefix ? `${prefix}/` : '/',
      )
    }
  })
}
