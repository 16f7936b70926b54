// The campus pages (student life, business advice, career development office, volunteers,
// inclusion, HR department, contacts) and the lists the content family's pages gained (centre
// people, library webinars and documents, the Jessup coaches, a school's graduates). Expected
// texts come from the API.
import type { Locator, Page } from '@playwright/test'
import { LANGS, expect, scrollThrough, test } from './fixtures'

const [kz, ru, en] = LANGS

interface Item {
  id: number
  title: string
}
interface Person {
  id: number
  name: string
  email: string
  phone: string
  school?: number | null
  group?: number | null
}
interface Paginated<T> {
  data: T[]
  meta: { current_page: number; last_page: number }
}
interface PageRecord {
  id: number
  title: string
  banner: string | null
  video?: string | null
}
type Block = { title: string; position: number; items: { title: string }[] }
type Blocks = Record<string, Block[]>

function blockAt(blocks: Blocks, position: number): Block {
  const block = Object.values(blocks)
    .map((list) => list[0]!)
    .find((b) => b.position === position)
  if (!block) throw new Error(`no block at ${position}`)
  return block
}

/** The section of the page headed by `title` (an h2). */
function section(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) })
}

test.describe('student life', () => {
  test('the student organisations, each with its leader and e-mail, and the awards', async ({
    page,
    api,
  }) => {
    const [organizations, awards] = await Promise.all([
      api<(Item & { email: string })[]>('/organizations', 'en'),
      api<Item[]>('/awards', 'en'),
    ])
    await page.goto('/en/student-life/organization')
    for (const organization of organizations) {
      await expect(
        page.getByRole('heading', { name: organization.title, level: 3, exact: true }),
      ).toBeVisible()
      await expect(page.locator(`a[href="mailto:${organization.email}"]`).first()).toBeVisible()
    }
    const achievements = section(page, en.t.campus.awards.title)
    await expect(achievements.getByRole('heading', { level: 3 })).toHaveText(
      awards.map((award) => award.title),
    )
  })

  test('the dean’s office staff with their contacts', async ({ page, api }) => {
    const staff = await api<Paginated<Person>>('/employees/deans-office-staff', 'ru')
    await page.goto('/ru/student-life/deans-office')
    const list = section(page, ru.t.campus.people.deansOffice)
    for (const person of staff.data) {
      const card = list.locator('article').filter({ hasText: person.name })
      await expect(card.getByRole('img', { name: person.name })).toBeVisible()
      await expect(card.locator(`a[href="mailto:${person.email}"]`)).toBeVisible()
      await expect(card.locator('a[href^="tel:+7"]')).toBeVisible()
    }
  })

  test('the sports clubs', async ({ page, api }) => {
    const clubs = await api<Item[]>('/sports-clubs', 'kz')
    await page.goto('/student-life/sports-clubs')
    for (const club of clubs) {
      await expect(page.getByRole('heading', { name: club.title, level: 3 })).toBeVisible()
    }
  })

  test('events: upcoming first, past by keyboard; the tab is in the URL and survives reload', async ({
    page,
    api,
  }) => {
    const [upcoming, past] = await Promise.all([
      api<Item[]>('/events/upcoming', 'en'),
      api<Item[]>('/events/past', 'en'),
    ])
    await page.goto('/en/student-life/events')
    const tabs = page.getByRole('tablist', { name: en.t.campus.events.tabs })
    const panel = page.getByRole('tabpanel')
    await expect(tabs.getByRole('tab', { name: en.t.campus.events.upcoming })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(upcoming.map((e) => e.title))

    await tabs.getByRole('tab', { name: en.t.campus.events.upcoming }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: en.t.campus.events.past })).toBeFocused()
    await expect(page).toHaveURL(/\?events=past$/)
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(past.map((e) => e.title))

    await page.reload()
    await expect(tabs.getByRole('tab', { name: en.t.campus.events.past })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText(past[0]!.title)
  })

  test('an unknown student-life slug lands on /404', async ({ page, allowProblems }) => {
    allowProblems(/no-such-section/)
    await page.goto('/en/student-life/no-such-section')
    await expect(page).toHaveURL('/en/404')
  })
})

test('a business council: its members in a slider that moves by button and keyboard', async ({
  page,
  api,
}) => {
  const [record, members] = await Promise.all([
    api<PageRecord>('/pages/business-council', 'en'),
    api<Paginated<Person>>('/employees/council-member', 'en'),
  ])
  const blocks = await api<Blocks>(`/pages/business-advice/blocks/${record.id}`, 'en')
  await page.goto('/en/business-advice/business-council')
  const slider = page.getByRole('group', { name: blockAt(blocks, 3).title, exact: true })
  await expect(slider.getByRole('heading', { level: 3 })).toHaveText(
    members.data.map((m) => m.name),
  )
  await expect(slider.getByRole('button', { name: en.t.slider.previous })).toBeDisabled()
  await slider.getByRole('button', { name: en.t.slider.next }).click()
  await expect(slider.getByRole('button', { name: en.t.slider.previous })).toBeEnabled()
  await slider.getByRole('button', { name: en.t.slider.previous }).click()
  await slider.getByRole('button', { name: en.t.slider.next }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(
    slider.getByRole('button', { name: en.t.slider.goTo.replace('{{n}}', '2') }),
  ).toHaveAttribute('aria-current', 'true')
})

test.describe('career development office', () => {
  test('the vacancies and the partner companies, each paged in its own parameter', async ({
    page,
    api,
  }) => {
    const [vacancies, partners1, partners2] = await Promise.all([
      api<Paginated<Item>>('/vacancies', 'en', { page: 1 }),
      api<Paginated<Item & { url: string }>>('/partners', 'en', { page: 1 }),
      api<Paginated<Item & { url: string }>>('/partners', 'en', { page: 2 }),
    ])
    await page.goto('/en/career-development-office')
    const list = page.locator('#vacancies')
    await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(
      vacancies.data[0]!.title,
    )
    const partners = page.locator('#partners')
    for (const partner of partners1.data) {
      await expect(partners.locator(`a[href="${partner.url}"]`)).toContainText(partner.title)
    }

    await partners
      .getByRole('link', { name: en.t.pagination.page.replace('{{page}}', '2') })
      .click()
    await expect(page).toHaveURL(/\?partners=2$/)
    await expect(partners.locator(`a[href="${partners2.data[0]!.url}"]`)).toBeVisible()
    await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText(
      vacancies.data[0]!.title,
    )
    await page.reload()
    await expect(partners.locator(`a[href="${partners2.data[0]!.url}"]`)).toBeVisible()
  })
})

test('volunteers: a tab per group, each with that group’s volunteers; the group is in the URL', async ({
  page,
  api,
}) => {
  const [groups, volunteers] = await Promise.all([
    api<Item[]>('/handbooks/volunteer-groups', 'kz'),
    api<{ name: string; group: number }[]>('/volunteers', 'kz'),
  ])
  const namesOf = (group: Item) => volunteers.filter((v) => v.group === group.id).map((v) => v.name)
  const [first, second] = groups as [Item, Item]
  await page.goto('/volunteers')
  const tabs = page.getByRole('tablist', { name: kz.t.campus.volunteers.groups })
  await expect(tabs.getByRole('tab')).toHaveText(groups.map((g) => g.title))
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(namesOf(first))

  await tabs.getByRole('tab', { name: first.title }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(`/volunteers?group=${second.id}`)
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(namesOf(second))
  await page.reload()
  await expect(tabs.getByRole('tab', { name: second.title })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})

test('inclusion: the CAMRY council members and the news by school', async ({ page, api }) => {
  const members = await api<Paginated<Person>>('/employees/camry-member', 'en')
  await page.goto('/en/inclusion')
  const slider = page.getByRole('group', { name: en.t.campus.people.camryMembers, exact: true })
  await expect(slider.getByRole('heading', { level: 3 })).toHaveText(
    members.data.map((m) => m.name),
  )
  const news = section(page, en.t.campus.inclusion.news)
  await expect(news.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
  await expect(news.getByRole('tabpanel').getByRole('article').first()).toBeVisible()
})

test.describe('HR department', () => {
  test('the overview leads to its sections; a section shows its block and the vacancies', async ({
    page,
    api,
  }) => {
    const [record, blocks, vacancies] = await Promise.all([
      api<PageRecord>('/pages/hr-department', 'ru'),
      api<Blocks>('/pages/static/hr-department', 'ru'),
      api<Paginated<Item>>('/vacancies', 'ru', { page: 1 }),
    ])
    const benefits = blockAt(blocks, 2)
    const apply = blockAt(blocks, 3)
    await page.goto('/ru/hr-department')
    await expect(
      page.getByRole('heading', { name: blockAt(blocks, 1).title, level: 2 }),
    ).toBeVisible()
    const sections = page.getByRole('navigation', { name: ru.t.campus.hr.sections })
    await sections.getByRole('link', { name: benefits.title }).click()
    await expect(page).toHaveURL('/ru/hr-department/benefits')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.title)
    await expect(page).toHaveTitle(new RegExp(`^${benefits.title} — `))
    await expect(page.getByRole('heading', { level: 2, name: benefits.title })).toBeVisible()
    for (const item of benefits.items) {
      await expect(page.getByRole('heading', { name: item.title, level: 3 })).toBeVisible()
    }
    const nav = page.getByRole('navigation', { name: ru.t.campus.hr.sections })
    await expect(nav.getByRole('link', { name: benefits.title })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await nav.getByRole('link', { name: apply.title }).click()
    await expect(page).toHaveURL('/ru/hr-department/vacancies')
    await expect(page.getByRole('heading', { level: 2, name: apply.title })).toBeVisible()
    await expect(page.locator('#vacancies').getByRole('heading', { level: 3 }).first()).toHaveText(
      vacancies.data[0]!.title,
    )
    await nav.getByRole('link', { name: ru.t.campus.hr.overview }).click()
    await expect(page).toHaveURL('/ru/hr-department')
  })

  test('the banner plays its video muted; a pause holds on the section pages', async ({
    page,
    api,
  }) => {
    const record = await api<PageRecord>('/pages/hr-department', 'kz')
    await page.goto('/hr-department')
    const video = page.locator('video')
    await expect(video).toHaveAttribute('src', record.video!)
    await expect(video).toHaveAttribute('poster', record.banner!)
    // It plays: time moves on, with no sound.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0.2)
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused)).toBe(true)

    await page.getByRole('button', { name: kz.t.common.pauseVideo }).click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    const stoppedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime)
    await page.waitForTimeout(300)
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(stoppedAt)

    await page
      .getByRole('navigation', { name: kz.t.campus.hr.sections })
      .getByRole('link')
      .first()
      .click()
    await expect(page).toHaveURL(/\/hr-department\/\w+$/)
    const play = page.getByRole('button', { name: kz.t.common.playVideo })
    await expect(play).toBeVisible()
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await play.click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
    await expect(page.getByRole('button', { name: kz.t.common.pauseVideo })).toBeVisible()
  })

  test('with reduced motion the banner shows only the still picture', async ({ page, api }) => {
    const record = await api<PageRecord>('/pages/hr-department', 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/en/hr-department')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.title)
    await expect(page.locator(`img[src="${record.banner}"]`)).toBeVisible()
    // The video's code has arrived and chosen the still picture.
    await page.waitForLoadState('networkidle')
    await expect(page.locator('video')).toHaveCount(0)
    await expect(page.getByRole('button', { name: en.t.common.pauseVideo })).toHaveCount(0)
  })

  test('an unknown section lands on /404', async ({ page }) => {
    await page.goto('/en/hr-department/no-such-section')
    await expect(page).toHaveURL('/en/404')
  })
})

for (const { lang, prefix, t } of LANGS) {
  test(`contacts in ${lang}: address, phone, e-mail, hours, map and the offices`, async ({
    page,
    api,
  }) => {
    const contacts = await api<{
      address: string
      phone: string
      email: string
      work_hours: string
      map: { lat: number; lng: number }
      groups: { title: string; phone: string; email: string }[]
    }>('/settings/contacts', lang)
    await page.goto(`${prefix}/contacts`)
    const main = section(page, t.campus.contacts.main)
    await expect(main.getByText(contacts.address)).toBeVisible()
    await expect(main.getByRole('link', { name: contacts.phone })).toHaveAttribute(
      'href',
      `tel:${contacts.phone.replace(/[^\d+]/g, '')}`,
    )
    await expect(main.getByRole('link', { name: contacts.email })).toHaveAttribute(
      'href',
      `mailto:${contacts.email}`,
    )
    await expect(main.getByText(contacts.work_hours)).toBeVisible()
    await expect(main.getByRole('link', { name: t.campus.contacts.map })).toHaveAttribute(
      'href',
      new RegExp(`mlat=${contacts.map.lat}&mlon=${contacts.map.lng}`),
    )
    const offices = section(page, t.campus.contacts.departments)
    await expect(offices.getByRole('heading', { level: 3 })).toHaveText(
      contacts.groups.map((g) => g.title),
    )
  })
}

test.describe('content pages', () => {
  test('a centre: the heads of centres and the coaches', async ({ page, api }) => {
    const [heads, coaches] = await Promise.all([
      api<Paginated<Person>>('/employees/head-of-centre', 'en'),
      api<Paginated<Person>>('/employees/coach', 'en'),
    ])
    await page.goto('/en/center/career-center')
    const headsSlider = page.getByRole('group', {
      name: en.t.campus.people.centreHeads,
      exact: true,
    })
    await expect(headsSlider.getByRole('heading', { level: 4 })).toHaveText(
      heads.data.map((p) => p.name),
    )
    const coachSlider = page.getByRole('group', { name: en.t.campus.people.coaches, exact: true })
    await expect(coachSlider.getByRole('heading', { level: 4 })).toHaveText(
      coaches.data.map((p) => p.name),
    )
  })

  test('the legal clinic: the coaches of the law school', async ({ page, api }) => {
    const coaches = await api<Paginated<Person>>('/employees/coach', 'en')
    await page.goto('/en/jessup')
    const slider = page.getByRole('group', { name: en.t.campus.people.teamCoaches, exact: true })
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(
      coaches.data.filter((c) => c.school === 69).map((c) => c.name),
    )
  })

  test('the library: webinars by topic (in the URL) and its two document lists', async ({
    page,
    api,
  }) => {
    const [topics, webinars, rules, guides] = await Promise.all([
      api<Item[]>('/handbooks/webinar-topics', 'en'),
      api<(Item & { topic: number })[]>('/webinars', 'en'),
      api<Paginated<Item>>('/documents/173', 'en'),
      api<Paginated<Item>>('/documents/174', 'en'),
    ])
    const topic = topics[1]!
    await page.goto('/en/library')
    const tabs = page.getByRole('tablist', { name: en.t.campus.webinars.topics })
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(webinars.map((w) => w.title))
    await tabs.getByRole('tab', { name: topic.title }).click()
    await expect(page).toHaveURL(`/en/library?topic=${topic.id}`)
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
      webinars.filter((w) => w.topic === topic.id).map((w) => w.title),
    )
    await page.reload()
    await expect(tabs.getByRole('tab', { name: topic.title })).toHaveAttribute(
      'aria-selected',
      'true',
    )

    for (const [title, list] of [
      [en.t.campus.libraryDocuments.rules, rules],
      [en.t.campus.libraryDocuments.guides, guides],
    ] as const) {
      const documents = section(page, title)
      await expect(documents.getByRole('link', { name: list.data[0]!.title })).toBeVisible()
    }
  })

  test('a school: its graduates with their video stories', async ({ page, api }) => {
    const school = await api<PageRecord>('/pages/school-of-economics-and-management', 'en')
    const graduates = await api<{ name: string; video_link: string }[]>('/graduates', 'en', {
      school: school.id,
    })
    await page.goto('/en/school/school-of-economics-and-management')
    const slider = page.getByRole('group', { name: en.t.campus.graduates.title, exact: true })
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText(graduates.map((g) => g.name))
    await expect(slider.locator(`a[href="${graduates[0]!.video_link}"]`)).toHaveAttribute(
      'target',
      '_blank',
    )
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('the campus pages do not scroll sideways', async ({ page }) => {
    test.setTimeout(90_000)
    for (const path of [
      '/student-life/organization',
      '/student-life/deans-office',
      '/student-life/sports-clubs',
      '/student-life/events',
      '/business-advice/business-school-advisory-board',
      '/career-development-office',
      '/volunteers',
      '/inclusion',
      '/hr-department',
      '/hr-department/benefits',
      '/military-department',
      '/contacts',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await scrollThrough(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
