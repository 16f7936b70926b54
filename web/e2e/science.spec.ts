// The science pages: research with its lists (projects, grants, partner projects in tabs,
// publications with a year filter in the URL, scientists), projects and their activities (the slug
// lower-cased, ?p= naming the project), science grants, the goals and their pages (blocks in their
// own order), the dissertation council's announcements, the digital university's two sliders, the
// journals' research teams and the olympiad results. Unknown slugs and ids land on /404.
import type { Page } from '@playwright/test'
import { LANGS, expect, test, type Lang } from './fixtures'

interface Titled {
  id: number
  slug: string
  title: string
}
interface Block {
  title: string
  position: number
  items: { title: string }[]
}
interface Publication {
  id: number
  title: string
  year: number
}
interface Named {
  id: number
  name: string
}
interface Team {
  id: number
  title: string
  email: string
  phone: string
}
interface OlympiadResult {
  id: number
  title: string
  student: string
}
interface Announcement {
  id: number
  title: string
  candidate: string
}

const [, , en] = LANGS

/** The section of the page headed by `title`. */
function section(page: Page, title: string) {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first()
}

/** The page's blocks in their position order. */
function inOrder(blocks: Record<string, Block[]>): Block[] {
  return Object.values(blocks)
    .flatMap((list) => list.slice(0, 1))
    .sort((a, b) => a.position - b.position)
}

test('the research page lists the projects and grants, each opening its own page', async ({
  page,
  api,
}) => {
  const [projects, grants] = await Promise.all([
    api<Titled[]>('/projects', 'en'),
    api<Titled[]>('/science-grants', 'en'),
  ])

  await page.goto('/en/science/research')
  const projectList = section(page, en.t.science.projects.title)
  await expect(projectList.getByRole('heading', { level: 3 })).toHaveCount(projects.length)
  const grantList = section(page, en.t.science.grants.title)
  await expect(grantList.getByRole('heading', { level: 3 })).toHaveCount(grants.length)

  const grant = grants[1]!
  await grantList.getByRole('link', { name: grant.title }).click()
  await expect(page).toHaveURL(`/en/science-grant/${grant.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(grant.title)

  await page.goBack()
  const project = projects[2]!
  await section(page, en.t.science.projects.title)
    .getByRole('link', { name: project.title })
    .click()
  await expect(page).toHaveURL(`/en/project/${project.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
})

test('the publications filter by year through the URL, and reload and Back keep it', async ({
  page,
  api,
}) => {
  const publications = await api<Publication[]>('/publications', 'en')
  const year = publications[publications.length - 1]!.year
  const ofYear = publications.filter((p) => p.year === year)

  await page.goto('/en/science/research')
  const list = section(page, en.t.science.publications.title)
  await expect(list.getByText(`Publications found: ${publications.length}`)).toBeVisible()
  // The newest few first; the rest open on request.
  await list.getByRole('button', { name: /Show all publications/ }).click()
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(publications.length)

  await list.getByLabel(en.t.science.year).selectOption(String(year))
  await expect(page).toHaveURL(`/en/science/research?year=${year}`)
  await expect(list.getByText(`Publications found: ${ofYear.length}`)).toBeVisible()
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(ofYear.length)
  const article = list.getByRole('link', { name: ofYear[0]!.title })
  await expect(article).toHaveAttribute('target', '_blank')

  await page.reload()
  await expect(list.getByLabel(en.t.science.year)).toHaveValue(String(year))
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(ofYear.length)

  await page.goBack()
  await expect(page).toHaveURL('/en/science/research')
  await expect(list.getByLabel(en.t.science.year)).toHaveValue('')
})

test('the partner projects switch tabs by keyboard', async ({ page, api }) => {
  const [international, rgGold] = await Promise.all([
    api<Titled[]>('/international-projects', 'en'),
    api<Titled[]>('/rg-gold-projects', 'en'),
  ])

  await page.goto('/en/science/research')
  const tabs = section(page, en.t.science.partnerProjects.title)
  const first = tabs.getByRole('tab', { name: en.t.science.partnerProjects.international })
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(
    international.length,
  )

  await first.focus()
  await page.keyboard.press('ArrowRight')
  const second = tabs.getByRole('tab', { name: en.t.science.partnerProjects.rgGold })
  await expect(second).toBeFocused()
  await expect(second).toHaveAttribute('aria-selected', 'true')
  const panel = tabs.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(rgGold.length)
  await expect(panel.getByRole('heading', { name: rgGold[0]!.title })).toBeVisible()
})

test('the scientists slider moves by its buttons and by the arrow keys', async ({ page, api }) => {
  const scientists = await api<Named[]>('/scientists', 'en')

  await page.goto('/en/science/research')
  const slider = page.getByRole('group', { name: en.t.science.scientists.title, exact: true })
  await expect(slider.getByRole('heading', { level: 3 })).toHaveCount(scientists.length)
  // The slider's code loads as it comes into view, as it does for a visitor scrolling to it.
  await slider.scrollIntoViewIfNeeded()
  const dots = slider.getByRole('button', { name: /^Go to/ })
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')

  await slider.getByRole('button', { name: en.t.slider.next }).click()
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
  await dots.nth(1).focus()
  await page.keyboard.press('ArrowRight')
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true')
})

test('a project at a mixed-case URL moves to the lower-case one and shows its lists', async ({
  page,
  api,
}) => {
  const project = (await api<Titled[]>('/projects', 'en'))[0]!
  const [activities, scientists, providers] = await Promise.all([
    api<Titled[]>(`/projects/${project.slug}/activities`, 'en'),
    api<Named[]>('/scientists', 'en', { project: project.id }),
    api<Titled[]>('/providers', 'en', { project: project.id }),
  ])

  await page.goto(`/en/project/${project.slug.toUpperCase()}`)
  await expect(page).toHaveURL(`/en/project/${project.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)

  const researchers = section(page, en.t.science.scientists.ofProject)
  for (const scientist of scientists) {
    await expect(researchers.getByRole('heading', { name: scientist.name })).toBeVisible()
  }
  const providerList = section(page, en.t.science.providers.title)
  await expect(providerList.getByRole('link')).toHaveCount(providers.length)
  await expect(
    page.getByRole('tablist', { name: en.t.news.bySchool }).getByRole('tab').first(),
  ).toHaveText(en.t.news.universityNews)

  const activityList = section(page, en.t.science.activities.title)
  await expect(activityList.getByRole('heading', { level: 3 })).toHaveCount(activities.length)
  const activity = activities[1]!
  await activityList.getByRole('link', { name: activity.title }).click()
  await expect(page).toHaveURL(`/en/project-activity/${activity.slug}?p=${project.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.title)
  // The project's other activities, without this one.
  const more = section(page, en.t.science.activities.more)
  await expect(more.getByRole('heading', { level: 3 })).toHaveCount(activities.length - 1)

  await page.getByRole('link', { name: en.t.science.activities.back }).click()
  await expect(page).toHaveURL(`/en/project/${project.slug}`)
})

test('a science grant shows its blocks and its scientists', async ({ page, api }) => {
  const grant = (await api<Titled[]>('/science-grants', 'en'))[0]!
  const [blocks, scientists] = await Promise.all([
    api<Record<string, Block[]>>(`/pages/science-grant/blocks/${grant.id}`, 'en'),
    api<Named[]>('/scientists', 'en', { grant: grant.id }),
  ])

  await page.goto(`/en/science-grant/${grant.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(grant.title)
  for (const block of inOrder(blocks)) {
    await expect(page.getByRole('heading', { level: 2, name: block.title })).toBeVisible()
  }
  const researchers = section(page, en.t.science.scientists.ofGrant)
  await expect(researchers.getByRole('heading', { level: 3 })).toHaveCount(scientists.length)
})

test('the goals page links every goal, and a goal page reads its blocks in their order', async ({
  page,
  api,
}) => {
  const sdgs = await api<Titled[]>('/sdgs', 'en')

  await page.goto('/en/our-sustainable-development')
  const goals = section(page, en.t.science.sdg.title)
  await expect(goals.getByRole('link')).toHaveCount(sdgs.length)
  const goal = sdgs.find((sdg) => sdg.slug === 'gender-equality')!
  await goals.getByRole('link', { name: goal.title }).click()
  await expect(page).toHaveURL(`/en/sdg/${goal.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(goal.title)
  const nav = page.getByRole('navigation', { name: en.t.science.sdg.title })
  const label = `${en.t.science.sdg.goal.replace('{{n}}', String(goal.id))}: ${goal.title}`
  await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
})

// The spec's two goals whose blocks stand in their own places (gender-equality puts its figures
// second, good-health-and-well-being ends with where to get help): every block's title shows, one
// below the other in the order of their positions.
for (const slug of ['gender-equality', 'good-health-and-well-being']) {
  for (const { lang, prefix } of LANGS) {
    test(`the ${slug} goal shows its blocks in their positions (${lang})`, async ({
      page,
      api,
    }) => {
      const sdg = (await api<Titled[]>('/sdgs', lang)).find((goal) => goal.slug === slug)!
      const blocks = inOrder(
        await api<Record<string, Block[]>>(`/pages/sdg/blocks/${sdg.id}`, lang as Lang),
      )

      await page.goto(`${prefix}/sdg/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sdg.title)
      const tops: number[] = []
      for (const block of blocks) {
        const title = page.locator('main').getByText(block.title, { exact: true }).first()
        await expect(title).toBeVisible()
        tops.push((await title.boundingBox())!.y)
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b))
    })
  }
}

test('the dissertation council lists its announcements, each opening its notice', async ({
  page,
  api,
}) => {
  const announcements = await api<Announcement[]>('/dissertation-committee/announcements', 'en')

  await page.goto('/en/dissertation-committee')
  for (const { title } of announcements) {
    await expect(page.getByRole('link', { name: title })).toBeVisible()
  }
  const announcement = announcements[2]!
  await page.getByRole('link', { name: announcement.title }).click()
  await expect(page).toHaveURL(`/en/dissertation-committee/announcements/${announcement.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(announcement.title)
  await expect(page.getByText(announcement.candidate, { exact: true })).toBeVisible()

  await page.getByRole('link', { name: en.t.science.announcements.all }).click()
  await expect(page).toHaveURL('/en/dissertation-committee')
})

test('the digital university shows its two blocks of cards as sliders', async ({ page, api }) => {
  const blocks = inOrder(
    await api<Record<string, Block[]>>('/pages/static/digital-university', 'en'),
  )
  const sliders = blocks.filter((block) => block.items.length > 0)
  expect(sliders, 'the page has two blocks of cards').toHaveLength(2)

  await page.goto('/en/digital-university')
  for (const block of sliders) {
    const slider = page.getByRole('group', { name: block.title, exact: true })
    await expect(slider).toHaveAttribute('aria-roledescription', en.t.slider.carousel)
    await expect(slider.getByRole('heading', { level: 3 })).toHaveCount(block.items.length)
  }
  const first = page.getByRole('group', { name: sliders[0]!.title, exact: true })
  const dots = first.getByRole('button', { name: /^Go to/ })
  await first.getByRole('button', { name: en.t.slider.next }).click()
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
})

test('a journal lists the research teams with their contacts', async ({ page, api }) => {
  const teams = await api<Team[]>('/research-teams', 'en')

  await page.goto('/en/publication/dala-economic-review')
  const list = section(page, en.t.science.teams.title)
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(teams.length)
  const team = teams[0]!
  await expect(list.getByRole('link', { name: team.email })).toHaveAttribute(
    'href',
    `mailto:${team.email}`,
  )
  await expect(list.getByRole('link', { name: team.phone })).toHaveAttribute(
    'href',
    `tel:${team.phone.replace(/[^\d+]/g, '')}`,
  )
})

for (const path of ['/science/olympiads', '/olympiad']) {
  test(`${path} shows the olympiad results by year`, async ({ page, api }) => {
    const results = await api<OlympiadResult[]>('/olympiad-results', 'en')

    await page.goto(`/en${path}`)
    const list = section(page, en.t.science.olympiad.title)
    await expect(list.getByRole('listitem')).toHaveCount(results.length)
    await expect(list.getByText(results[0]!.student)).toBeVisible()
  })
}

test('unknown science slugs, projects, goals, grants, activities and announcements land on /404', async ({
  page,
  allowProblems,
}) => {
  // The server answers these paths with 404 itself, and the app's calls for them fail too.
  allowProblems(/no-such|\/science\/library|\/project-activity\/|announcements\/999|status of 404/)
  for (const path of [
    '/en/science/no-such-page',
    '/en/science/library',
    '/en/project/no-such-project',
    '/en/sdg/no-such-goal',
    '/en/science-grant/no-such-grant',
    '/en/project-activity/farm-survey-ile-basin',
    '/en/project-activity/no-such-activity?p=1',
    '/en/dissertation-committee/announcements/999',
  ]) {
    await page.goto(path)
    await expect(page, path).toHaveURL('/en/404')
  }
})

test('a list that fails to load says so with a Retry, and the rest of the page still shows', async ({
  page,
  api,
  allowProblems,
}) => {
  allowProblems(/\/api\/v1\/scientists|status of 500/)
  const projects = await api<Titled[]>('/projects', 'en')
  let failing = true
  await page.route('**/api/v1/scientists?*', (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.continue(),
  )
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })

  await page.goto('/en/science/research')
  await expect(
    section(page, en.t.science.projects.title).getByRole('link', { name: projects[0]!.title }),
  ).toBeVisible()
  await expect
    .poll(() => warnings.some((w) => /list failed to load.*scientists/.test(w)))
    .toBe(true)
  const scientists = section(page, en.t.science.scientists.title)
  await expect(scientists.getByText(en.t.common.listError)).toBeVisible()
  await expect(page.getByRole('heading', { name: en.t.science.publications.title })).toBeVisible()

  failing = false
  await scientists.getByRole('button', { name: en.t.common.retry }).click()
  await expect(scientists.getByRole('article').first()).toBeVisible()
  await expect(scientists.getByText(en.t.common.listError)).toHaveCount(0)
})
