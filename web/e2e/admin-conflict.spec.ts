// The third story: two editors open the same item; the one who saves second is told that
// the other saved first, sees their version, and overwrites nothing without choosing to.
import { expect, test } from './fixtures'
import { adminApi, signIn, staff, t, uniqueWord } from './admin'

test('the second of two editors saving the same item is told of the conflict', async ({
  page,
  browser,
  baseURL,
  allowProblems,
}) => {
  const first = staff('editor')
  const second = staff('editor')
  await signIn(page, first, { allowProblems })
  const api = adminApi(page, baseURL!)
  const [event] = (await api.get<{ data: { id: number }[] }>('/events?per_page=1')).data
  const original = await api.get<Record<string, unknown>>(`/events/${event!.id}`)

  const other = await browser.newContext()
  const otherPage = await other.newPage()
  try {
    await signIn(otherPage, second)
    // Both open the item.
    await page.goto(`/admin/content/events/${event!.id}`)
    await otherPage.goto(`/admin/content/events/${event!.id}`)
    await expect(page.getByLabel('Place, Russian', { exact: true })).toBeVisible()
    await expect(otherPage.getByLabel('Place, Russian', { exact: true })).toBeVisible()

    // The other editor saves first.
    const theirs = `Аудитория ${uniqueWord('a')}`
    await otherPage.getByLabel('Place, Russian', { exact: true }).fill(theirs)
    await otherPage.getByRole('button', { name: t.edit.save }).click()
    await expect(otherPage.getByText(t.edit.saved, { exact: true })).toBeVisible()

    // This editor saves a version opened before theirs: 412, and a clear word about it.
    allowProblems(/status of 412|HTTP 412/)
    const mine = `Зал ${uniqueWord('b')}`
    await page.getByLabel('Place, Russian', { exact: true }).fill(mine)
    await page.getByRole('button', { name: t.edit.save }).click()
    const conflict = page.getByRole('alert').filter({ hasText: t.conflict.title })
    await expect(conflict).toBeVisible()
    await expect(conflict).toContainText(second.email)
    await expect(conflict.getByRole('row').filter({ hasText: theirs })).toContainText(mine)
    expect((await api.get<{ place: { ru: string } }>(`/events/${event!.id}`)).place.ru).toBe(theirs)

    await conflict.getByRole('button', { name: t.conflict.reload }).click()
    await expect(page.getByLabel('Place, Russian', { exact: true })).toHaveValue(theirs)
    await expect(conflict).toBeHidden()
  } finally {
    await other.close()
    await api.put(`/events/${event!.id}`, original)
  }
})
