// The education family: programme lists with filters in the URL, FAQ tabs and accordions, the
// programme, grant and dual-programme pages, partner universities by country, the rankings slider
// and the admission stages. Expectations come from the API.
import type { Page } from '@playwright/test'
import { LANGS, expect, test } from './fixtures'

interface FilterValue {
  id: number
  title: string
}
interface Program {
  id: number
  slug: string
  code: string
  title: string
  school: number
  price: string
}
interface Paginated<T> {
  data: T[]
  meta: { current_page: number; last_page: number; total: number }
}
interface Question {
  question: string
  answer: string
}
interface Named {
  id: number
  slug: string
  title: string
}

const en = LANGS[2]
const { t } = en

/** The programme cards of the list (not the FAQ or anything else on the page). */
function programCards(page: Page, heading: string) {
  return page
    .getByRole('region', { name: heading })
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('article')
}

test.describe('programme list of an education level', () => {
  test('a school filter narrows the list through the URL; reload, Back and reset keep up', async ({
    page,
    api,
  }) => {
    const [all, schools, blocks] = await Promise.all([
      api<Program[]>('/school-programs', 'en', { education: 'bachelor' }),
      api<FilterValue[]>('/school-programs-filters/school', 'en', { education: 'bachelor' }),
      api<Record<string, { title: string; position: number }[]>>(
        '/pages/education/blocks/52',
        'en',
      ),
    ])
    const heading = Object.values(blocks).find((b) => b[0]?.position === 4)![0]!.title
    const school = schools[1]!
    const ofSchool = await api<Program[]>('/school-programs', 'en', {
      education: 'bachelor',
      school: school.id,
    })
    expect(ofSchool.length).toBeGreaterThan(0)
    expect(ofSchool.length).toBeLessThan(all.length)

    await page.goto('/en/education/bachelor')
    await expect(programCards(page, heading)).toHaveCount(all.length)
    await page
      .getByRole('combobox', { name: t.education.programs.school })
      .selectOption(String(school.id))
    await expect(page).toHaveURL(`/en/education/bachelor?school=${school.id}`)
    await expect(page.getByText(`Programmes found: ${ofSchool.length}`)).toBeVisible()
    await expect(programCards(page, heading)).toHaveCount(ofSchool.length)
    await expect(page.getByRole('link', { name: ofSchool[0]!.title, exact: true })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('combobox', { name: t.education.programs.school })).toHaveValue(
      String(school.id),
    )
    await expect(programCards(page, heading)).toHaveCount(ofSchool.length)

    await page.goBack()
    await expect(page).toHaveURL('/en/education/bachelor')
    await expect(programCards(page, heading)).toHaveCount(all.length)
    await page.goForward()
    await expect(programCards(page, heading)).toHaveCount(ofSchool.length)

    await page.getByRole('link', { name: t.education.programs.reset }).click()
    await expect(page).toHaveURL('/en/education/bachelor')
    await expect(page.getByRole('combobox', { name: t.education.programs.school })).toHaveValue('')
  })

  test('filters combine, and a combination without programmes says so', async ({ page, api }) => {
    const languages = await api<FilterValue[]>('/school-programs-filters/language', 'ru', {
      education: 'master',
    })
    const forms = await api<FilterValue[]>('/school-programs-filters/form', 'ru', {
      education: 'master',
    })
    // Find a language and form that no master's programme has together, and one that some have.
    const combos = await Promise.all(
      languages.flatMap((language) =>
        forms.map(async (form) => ({
          language,
          form,
          programs: await api<Program[]>('/school-programs', 'ru', {
            education: 'master',
            language: language.id,
            form: form.id,
          }),
        })),
      ),
    )
    const some = combos.find((c) => c.programs.length > 0)!
    const none = combos.find((c) => c.programs.length === 0)

    await page.goto('/ru/education/master')
    await page
      .getByRole('combobox', { name: LANGS[1].t.education.programs.language })
      .selectOption(String(some.language.id))
    await page
      .getByRole('combobox', { name: LANGS[1].t.education.programs.form })
      .selectOption(String(some.form.id))
    await expect(page).toHaveURL(
      `/ru/education/master?language=${some.language.id}&form=${some.form.id}`,
    )
    await expect(page.getByText(`Найдено программ: ${some.programs.length}`)).toBeVisible()
    for (const program of some.programs) {
      await expect(page.getByRole('link', { name: program.title, exact: true })).toBeVisible()
    }
    if (none) {
      await page.goto(`/ru/education/master?language=${none.language.id}&form=${none.form.id}`)
      await expect(page.getByText(LANGS[1].t.education.programs.empty)).toBeVisible()
    }
  })

  test('a programme card leads to its page with the facts and blocks', async ({ page, api }) => {
    const programs = await api<Program[]>('/school-programs', 'en', { education: 'bachelor' })
    const program = programs[1]!
    const blocks = await api<Record<string, { title: string }[]>>(
      `/pages/school-program/blocks/${program.id}`,
      'en',
    )

    await page.goto('/en/education/bachelor')
    await page.getByRole('link', { name: program.title, exact: true }).click()
    await expect(page).toHaveURL(`/en/school-program/${program.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.title)
    await expect(page).toHaveTitle(program.title)
    await expect(page.getByText(program.code, { exact: true })).toBeVisible()
    await expect(page.getByText(program.price, { exact: true })).toBeVisible()
    const facts = page.getByRole('complementary', { name: t.education.programs.facts })
    await expect(facts.getByRole('link', { name: t.education.levels.bachelor })).toBeVisible()
    for (const [block] of Object.values(blocks)) {
      await expect(page.getByRole('heading', { name: block!.title, level: 2 })).toBeVisible()
    }
  })

  test('the doctoral page lists the doctoral programmes and its one FAQ category', async ({
    page,
    api,
  }) => {
    const programs = await api<Program[]>('/school-programs', 'kz', { education: 'doctoral' })
    const questions = await api<Paginated<Question>>('/questions/2', 'kz')

    await page.goto('/education/doctoral')
    for (const program of programs) {
      await expect(page.getByRole('link', { name: program.title, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: LANGS[0].t.education.faq.title })).toBeVisible()
    await expect(page.getByRole('tablist')).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: questions.data[0]!.question, exact: true }),
    ).toBeVisible()
  })
})

test.describe('FAQ', () => {
  test('category tabs switch by keyboard; answers open by Enter; more questions load', async ({
    page,
    api,
  }) => {
    const [admission, tuition, first, firstMore] = await Promise.all([
      api<{ title: string }>('/question-categories/1', 'en'),
      api<{ title: string }>('/question-categories/4', 'en'),
      api<Paginated<Question>>('/questions/1', 'en'),
      api<Paginated<Question>>('/questions/1', 'en', { page: 2 }),
    ])
    const tuitionQuestions = await api<Paginated<Question>>('/questions/4', 'en')
    expect(first.meta.last_page, 'category 1 has more than one page').toBeGreaterThan(1)

    await page.goto('/en/education/bachelor')
    const tabs = page.getByRole('tablist', { name: t.education.faq.categories })
    await expect(tabs.getByRole('tab')).toHaveText([admission.title, tuition.title, /.+/])
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('button', { name: first.data[0]!.question })).toBeVisible()

    // Show more appends the next page below the questions already shown.
    await expect(panel.getByRole('heading')).toHaveCount(first.data.length)
    await panel.getByRole('button', { name: t.education.faq.more }).click()
    await expect(panel.getByRole('heading')).toHaveCount(first.meta.total)
    await expect(panel.getByRole('button', { name: firstMore.data[0]!.question })).toBeVisible()
    await expect(panel.getByRole('button', { name: t.education.faq.more })).toHaveCount(0)

    // An answer opens and closes by keyboard.
    const question = panel.getByRole('button', { name: first.data[0]!.question })
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    const answer = page.getByRole('region', { name: first.data[0]!.question })
    await expect(answer).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(answer).toBeHidden()

    await tabs.getByRole('tab', { name: admission.title }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: tuition.title })).toBeFocused()
    await expect(tabs.getByRole('tab', { name: tuition.title })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(
      panel.getByRole('button', { name: tuitionQuestions.data[0]!.question }),
    ).toBeVisible()
  })
})

test.describe('grants', () => {
  test('the grants page lists every grant, and a card leads to its page', async ({ page, api }) => {
    const grants = await api<(Named & { amount: string })[]>('/grants', 'ru')
    const grant = grants[0]!
    const blocks = await api<Record<string, { title: string }[]>>(
      `/grants/blocks/${grant.id}`,
      'ru',
    )

    await page.goto('/ru/grants')
    const list = page.getByRole('region', { name: LANGS[1].t.education.grants.listTitle })
    await expect(list.getByRole('article')).toHaveCount(grants.length)
    await list.getByRole('link', { name: grant.title }).click()
    await expect(page).toHaveURL(`/ru/grant/${grant.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(grant.title)
    await expect(page.getByText(grant.amount, { exact: true })).toBeVisible()
    for (const [block] of Object.values(blocks)) {
      await expect(page.getByRole('heading', { name: block!.title })).toBeVisible()
    }
    await page.getByRole('link', { name: LANGS[1].t.education.grants.all }).click()
    await expect(page).toHaveURL('/ru/grants')
  })
})

test.describe('dual programmes', () => {
  test('the double-degree list leads to a programme with its facts, FAQ, people and registration', async ({
    page,
    api,
  }) => {
    const programs = await api<(Named & { partner: string; school: number })[]>(
      '/dual-programs-list',
      'en',
    )
    const heads = await api<Paginated<{ name: string; school: number | null }>>(
      '/employees/head-of-centre',
      'en',
    )
    // A programme whose school has a head of centre, so the section shows.
    const program = programs.find((p) => heads.data.some((h) => h.school === p.school))!
    const head = heads.data.find((h) => h.school === program.school)!

    await page.goto('/en/double-degree-programs')
    const list = page.getByRole('region', { name: t.education.dual.listTitle })
    await expect(list.getByRole('article')).toHaveCount(programs.length)
    await list.getByRole('link', { name: program.title }).click()
    await expect(page).toHaveURL(`/en/dual-program/${program.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.title)
    await expect(page.getByText(program.partner, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.education.faq.title })).toBeVisible()
    await expect(page.getByRole('tablist', { name: t.education.faq.categories })).toBeVisible()
    const people = page.getByRole('region', { name: t.education.dual.headOfCentre })
    await expect(people.getByRole('heading', { name: head.name })).toBeVisible()
    // The registration: the consultation form of this page.
    await expect(page.getByRole('region', { name: t.forms.consultation.title })).toBeVisible()
  })
})

test('partner universities filter by country through the URL', async ({ page, api }) => {
  const all = await api<{ title: string; country: string; country_code: string }[]>(
    '/universities',
    'kz',
  )
  const { country_code: code, country } = all[all.length - 1]!
  const ofCountry = all.filter((u) => u.country_code === code)
  const other = all.find((u) => u.country_code !== code)!

  await page.goto('/partner-universities')
  const filter = page.getByRole('combobox', { name: LANGS[0].t.education.partners.country })
  await expect(filter.getByRole('option')).toHaveCount(
    new Set(all.map((u) => u.country_code)).size + 1,
  )
  await filter.selectOption({ label: country })
  await expect(page).toHaveURL(`/partner-universities?country=${code}`)
  for (const university of ofCountry) {
    await expect(page.getByRole('heading', { name: university.title })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: other.title })).toHaveCount(0)

  await page.reload()
  await expect(filter).toHaveValue(code)
  await expect(page.getByRole('heading', { name: other.title })).toHaveCount(0)
  await page.goBack()
  await expect(page.getByRole('heading', { name: other.title })).toBeVisible()
})

test('the rankings slider holds every ranking and moves by its buttons', async ({ page, api }) => {
  const first = await api<Paginated<{ title: string }>>('/ratings', 'en')
  await page.goto('/en/ratings')
  const slider = page.getByRole('group', { name: t.education.ratings.label })
  await expect(slider.getByRole('group')).toHaveCount(first.meta.total)
  await expect(slider.getByRole('heading', { name: first.data[0]!.title })).toBeVisible()
  await slider.getByRole('button', { name: t.slider.next }).click()
  await expect(slider.getByRole('button', { name: t.slider.previous })).toBeEnabled()
})

test('the information page for international students shows the admission stages', async ({
  page,
  api,
}) => {
  const stages = await api<{ title: string }[]>('/admission-stages', 'en')
  const blocks = await api<Record<string, { title: string; position: number }[]>>(
    '/pages/static/information-for-international-students',
    'en',
  )
  const intro = Object.values(blocks).find((b) => b[0]?.position === 3)![0]!

  await page.goto('/en/information-for-international-students')
  const section = page.getByRole('region', { name: intro.title })
  await expect(section.getByRole('listitem')).toHaveCount(stages.length)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(stages.map((s) => s.title))
})

test.describe('unknown slugs land on the not-found page', () => {
  for (const path of [
    '/education/no-such-level',
    '/school-program/no-such-program',
    '/grant/no-such-grant',
    '/dual-program/no-such-program',
  ]) {
    for (const { prefix, lang } of LANGS) {
      test(`${path} (${lang})`, async ({ page, allowProblems }) => {
        // The server answers the unknown page with 404 itself; the app's call for it fails too.
        allowProblems(/no-such/)
        await page.goto(`${prefix}${path}`)
        await expect(page).toHaveURL(`${prefix}/404`)
      })
    }
  }

  test('a page of another type under /education/ is not an education page', async ({
    page,
    allowProblems,
  }) => {
    // The server knows no education page "grants" and answers the document with 404.
    allowProblems(/education\/grants/)
    await page.goto('/en/education/grants')
    await expect(page).toHaveURL('/en/404')
  })
})

test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  for (const path of [
    '/ru/education/bachelor',
    '/dual-program/global-mba',
    '/en/partner-universities',
    '/ru/information-for-international-students',
    '/en/international',
  ]) {
    test(`no sideways scrolling at 375 px: ${path}`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      // Nothing in the page reaches past the screen's edge (the layout clips the page, so the
      // scroll width alone would not tell); tab lists and sliders scroll inside themselves.
      const tooWide = await page.evaluate(() => {
        const width = document.documentElement.clientWidth
        const scrollsInside = (el: Element) => {
          for (let p = el.parentElement; p && p.tagName !== 'MAIN'; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== 'visible') return true
          }
          return false
        }
        return Array.from(document.querySelectorAll('main *'))
          .filter((el) => el.getBoundingClientRect().right > width + 1 && !scrollsInside(el))
          .map((el) => el.outerHTML.slice(0, 120))
      })
      expect(tooWide).toEqual([])
    })
  }
})
