// The second story: an admin edits a block of a page and an item of a menu, and the public
// site shows the change. Each test puts the demo content back afterwards (other tests read it).
import { LANGS, expect, test } from './fixtures'
import { adminApi, signIn, staff, t, uniqueWord } from './admin'

const [kz, ru] = LANGS

interface Summary {
  id: number
  slug: string | null
  title: Record<string, string>
  fields: Record<string, unknown>
}
type Item = Record<string, unknown> & { id: number; version: number }

test('an admin edits a page block and sees the page change', async ({
  page,
  baseURL,
  allowProblems,
}) => {
  await signIn(page, staff('admin'), { allowProblems })
  const api = adminApi(page, baseURL!)
  const [found] = (
    await api.get<{ data: Summary[] }>('/pages?search=career-center&per_page=5')
  ).data.filter((summary) => summary.slug === 'career-center')
  const original = await api.get<Item>(`/pages/${found!.id}`)
  const heading = `Мансап ${uniqueWord('block')}`
  try {
    await page.goto(`/admin/content/pages/${found!.id}`)
    const form = page.getByRole('form', { name: found!.title.en || found!.title.kz })
    const toggle = form.getByRole('button', { name: /^Blocks, 1:/ })
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
    const block = form.getByRole('group', { name: /^Blocks, 1:/ })
    await block
      .getByLabel(/^Title, Kazakh/)
      .first()
      .fill(heading)
    await form.getByRole('button', { name: t.edit.save }).click()
    await expect(page.getByText(t.edit.saved, { exact: true })).toBeVisible()

    await expect(async () => {
      await page.goto(`${kz.prefix}/center/career-center`)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    // The other languages keep their own text.
    await page.goto(`${ru.prefix}/center/career-center`)
    await expect(page.getByRole('heading', { name: 'О центре' })).toBeVisible()
  } finally {
    await api.put(`/pages/${found!.id}`, original)
  }
})

test('an admin renames a menu item and sees the site’s menu change', async ({
  page,
  baseURL,
  allowProblems,
}) => {
  await signIn(page, staff('admin'), { allowProblems })
  const api = adminApi(page, baseURL!)
  const items = (await api.get<{ data: Summary[] }>('/menus?per_page=100')).data
  const item = items.find(
    (summary) => summary.fields.menu === 'footer' && summary.fields.url === '/ratings',
  )!
  const original = await api.get<Item>(`/menus/${item.id}`)
  const name = `Рейтинг ${uniqueWord('menu')}`
  try {
    await page.goto(`/admin/content/menus/${item.id}`)
    await expect(page.getByLabel(/^Menu/)).toHaveValue('footer')
    await page.getByLabel(/^Title, Kazakh/).fill(name)
    await page.getByRole('button', { name: t.edit.save }).click()
    await expect(page.getByText(t.edit.saved, { exact: true })).toBeVisible()
    await expect(async () => {
      await page.goto(kz.home)
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toBeVisible({
        timeout: 5_000,
      })
    }).toPass({ timeout: 30_000 })
  } finally {
    await api.put(`/menus/${item.id}`, original)
  }
})

test('an editor chooses a news item’s school by typing part of its name', async ({
  page,
  baseURL,
  allowProblems,
}) => {
  await signIn(page, staff('editor'), { allowProblems })
  const api = adminApi(page, baseURL!)
  const [news] = (await api.get<{ data: Summary[] }>('/news?per_page=1')).data
  const original = await api.get<Item>(`/news/${news!.id}`)
  // Another school than the item's: the one named with the longest word, found by a piece of it.
  const school = (await api.get<{ data: Summary[] }>('/schools?per_page=100')).data
    .filter((candidate) => candidate.id !== original.school)
    .sort((a, b) => longestWord(b.title.en!).length - longestWord(a.title.en!).length)[0]!
  const part = longestWord(school.title.en!).slice(1, 6).toLowerCase()
  try {
    await page.goto(`/admin/content/news/${news!.id}`)
    const box = page.getByRole('combobox', { name: 'School' })
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.fill(part)
    const list = page.getByRole('listbox', { name: 'School' })
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await list.getByRole('option', { name: new RegExp(`^${school.title.en}`) }).click()
    await expect(list).toBeHidden()
    await expect(box).toHaveValue(school.title.en!)
    await page.getByRole('button', { name: t.edit.save }).click()
    await expect(page.getByText(t.edit.saved, { exact: true })).toBeVisible()
    expect((await api.get<Item>(`/news/${news!.id}`)).school).toBe(school.id)

    // Opened again, the item shows the school by its name, which can also be cleared.
    await page.reload()
    await expect(box).toHaveValue(school.title.en!)
    await page.getByRole('button', { name: 'Clear: School' }).click()
    await expect(box).toHaveValue('')
    await page.getByRole('button', { name: t.edit.save }).click()
    await expect(page.getByText(t.edit.saved, { exact: true })).toBeVisible()
    expect((await api.get<Item>(`/news/${news!.id}`)).school).toBeNull()
  } finally {
    await api.put(`/news/${news!.id}`, original)
  }
})

const longestWord = (text: string) =>
  text.split(/\W+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '')
