// The first story: an editor writes a news item in three languages with an image,
// publishes it, and finds it on /news, at /ru/news/<slug> and in search within seconds.
import { LANGS, expect, test } from './fixtures'
import { localDateTime, png, signIn, staff, t, uniqueWord } from './admin'

const [kz, ru, en] = LANGS

test('an editor writes, illustrates and publishes a news item that the site shows at once', async ({
  page,
  browser,
  allowProblems,
}) => {
  test.setTimeout(120_000)
  const editor = staff('editor')
  await signIn(page, editor, { allowProblems })
  const word = uniqueWord('bilimtest')
  const slug = `${word}-open-day`
  const title = {
    kz: `Ашық есік күні ${word}`,
    ru: `День открытых дверей ${word}`,
    en: `Open day ${word}`,
  }

  await page.goto('/admin/content/news/new')
  await expect(page.getByRole('heading', { level: 1, name: 'New item: News' })).toBeVisible()
  const form = page.getByRole('form', { name: 'New item: News' })
  for (const [lang, name] of [
    ['kz', 'Kazakh'],
    ['ru', 'Russian'],
    ['en', 'English'],
  ] as const) {
    await form
      .getByLabel(new RegExp(`^Title, ${name}`))
      .first()
      .fill(title[lang])
    await form.getByLabel(`Summary, ${name}`).fill(`${title[lang]}: ${name}`)
    // Anchored: "Link text, …" of a block would match too.
    const body = form.getByRole('textbox', { name: new RegExp(`^Text, ${name}`) })
    await body.click()
    await body.pressSequentially(`${name} text about the open day.`)
  }
  await form.getByLabel(/^Slug/).fill(slug)
  await form.getByLabel(/^Publication date/).fill(localDateTime(-1))

  // An image: uploaded through the picker with its alternative text in three languages.
  const image = form.getByRole('group', { name: 'Image' })
  await image.getByRole('button', { name: t.media.chooseImage }).click()
  const picker = page.getByRole('dialog', { name: t.media.pickTitle })
  await picker.getByLabel(t.media.file).setInputFiles({
    name: 'open-day.png',
    mimeType: 'image/png',
    buffer: png(),
  })
  await picker.getByLabel('Alternative text (Kazakh)').fill('Университет ғимараты')
  await picker.getByLabel('Alternative text (Russian)').fill('Здание университета')
  await picker.getByLabel('Alternative text (English)').fill('The university building')
  await picker.getByRole('button', { name: t.media.submit }).click()
  await expect(picker).toBeHidden()
  // The field holds the upload's largest WebP variant, the picture the site will show.
  await expect(image.getByLabel(t.media.path)).toHaveValue(/^\/assets\/media\/.+\.webp$/)
  const imagePath = await image.getByLabel(t.media.path).inputValue()
  // The preview shows the whole picture, scaled to fit.
  await expect(image.locator('img')).toHaveCSS('object-fit', 'contain')

  await form.getByRole('button', { name: t.edit.save }).click()
  await expect(page).toHaveURL(/\/admin\/content\/news\/\d+$/)
  await expect(page.getByText(t.edit.created)).toBeVisible()
  await expect(page.getByText('Fields without a translation: Russian 0, English 0')).toBeVisible()

  // The draft's preview: the editor sees the article as the site will show it; a visitor at the
  // same address sees no such page.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: new RegExp(`^${t.edit.preview}`) }).click(),
  ])
  await expect(preview).toHaveURL(new RegExp(`/news/${slug}\\?preview=1$`))
  await expect(preview.getByRole('heading', { level: 1, name: title.kz })).toBeVisible()
  await expect(preview.getByRole('status').filter({ hasText: 'редакторлар' })).toBeVisible()
  await preview.close()
  const visitor = await browser.newPage()
  const visit = await visitor.goto(new URL(`/news/${slug}?preview=1`, page.url()).href)
  expect(visit?.status()).toBe(404)
  await visitor.close()

  await page.getByRole('button', { name: t.edit.publishNow }).click()
  await expect(page.getByText(t.edit.published, { exact: true })).toBeVisible()
  await expect(page.locator('header').getByText(t.status.published)).toBeVisible()

  // The public site: the news page, the Russian article, search, within seconds.
  await expect(async () => {
    await page.goto('/news')
    await expect(page.getByRole('link', { name: new RegExp(title.kz) }).first()).toBeVisible({
      timeout: 5_000,
    })
  }).toPass({ timeout: 30_000 })
  await page.goto(`${ru.prefix}/news/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title.ru })).toBeVisible()
  await expect(page.getByText('Russian text about the open day.')).toBeVisible()
  // The article shows the uploaded picture, described by the alternative text the editor gave it
  // in Russian, and it really loads.
  const picture = page.getByRole('article').getByRole('img', {
    name: 'Здание университета',
    exact: true,
  })
  await expect(picture).toHaveAttribute('src', imagePath)
  // A phone can take the narrower variant: it is offered, and it is there.
  const narrow = imagePath.replace(/-\d+\.webp$/, '-480.webp')
  await expect(picture).toHaveAttribute('srcset', `${narrow} 480w, ${imagePath} 640w`)
  expect((await page.request.get(narrow)).status()).toBe(200)
  await expect(picture).toBeVisible()
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await page.goto(`${en.prefix}/news/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title.en })).toBeVisible()
  await expect(async () => {
    await page.goto(`${kz.prefix}/search?query=${word}`)
    await expect(page.getByRole('link', { name: new RegExp(title.kz) })).toBeVisible({
      timeout: 5_000,
    })
  }).toPass({ timeout: 30_000 })
})
