import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import { data, fakeApi, json, renderAdmin } from '../test/renderAdmin'
import { editor, sample, samples } from '../test/fixtures'

const t = allTexts.en.admin

// A form with every kind of field is a large DOM, and role queries over it are slow in jsdom: the
// longest test took 20 s with both cores busy.
vi.setConfig({ testTimeout: 60_000 })

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi()
    .on('GET', /\/admin\/me$/, data(editor))
    .on('GET', /\/admin\/types$/, data([samples]))
    .on('GET', /\/admin\/samples\/7$/, data(sample(), { ETag: '"3"' }))
    .on('GET', /\/admin\/samples\/7\/revisions$/, data([]))
    .on('GET', /\/admin\/schools\/1$/, data({ id: 1, title: { kz: 'Бизнес мектебі' } }))
    .on('GET', /\/admin\/projects\/2$/, data({ id: 2, title: { kz: 'Жоба' } }))
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

/** The item's own title (blocks have titles too). */
const title = (lang: string) => screen.getAllByLabelText(new RegExp(`^Title, ${lang}`))[0]!

async function openItem() {
  const view = renderAdmin('/admin/content/samples/7')
  await screen.findByRole('heading', { level: 1, name: 'Open day' })
  return view
}

describe('the generic edit form', () => {
  it('gives every kind of field its editor, named by the field', async () => {
    await openItem()
    // Texts in three languages: one input per language, named "<field>, <language>".
    expect(title('Kazakh')).toHaveValue('Ашық есік күні')
    expect(title('English')).toHaveValue('Open day')
    expect(screen.getByLabelText('Summary, Russian').tagName).toBe('TEXTAREA')
    // The rich-text editor is a chunk of its own: its first import took past 5 s on a busy machine.
    expect(
      await screen.findByRole('textbox', { name: 'Text, Kazakh' }, { timeout: 20_000 }),
    ).toHaveTextContent('Мәтін')
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('open-day')
    expect(screen.getByLabelText('Code')).toHaveValue('B057')
    expect(screen.getByLabelText('Biography').tagName).toBe('TEXTAREA')
    expect(screen.getByLabelText('Year')).toHaveAttribute('type', 'number')
    expect(screen.getByLabelText('Latitude')).toHaveValue(43.2)
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date')
    expect(screen.getByLabelText('Starts')).toHaveAttribute('type', 'datetime-local')
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Colour')).toHaveValue('#123a7c')
    expect(screen.getByLabelText('Address (URL)')).toHaveValue('/about')
    // Files: the chosen path, a preview that is never cropped, a picker.
    const image = screen.getByRole('group', { name: 'Image' })
    expect(within(image).getByLabelText(t.media.path)).toHaveValue(
      '/assets/media/open-day-960.webp',
    )
    expect(within(image).getByRole('button', { name: t.media.replace })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add: Images' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('group', { name: 'File' })).getByRole('button', {
        name: t.media.chooseDocument,
      }),
    ).toBeInTheDocument()
    // Choices by their names, references by their items' titles (ReferenceFields.test.tsx).
    const kind = screen.getByLabelText(/^Kind/)
    expect(within(kind).getByRole('option', { name: 'Certificates' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue('Бизнес мектебі'),
    )
    const projects = screen.getByRole('group', { name: 'Projects' })
    expect(await within(projects).findByText('Жоба')).toBeInTheDocument()
    // Groups and lists.
    const contacts = screen.getByRole('group', { name: 'Contacts' })
    expect(within(contacts).getByLabelText('Phone')).toHaveValue('+7 727 000 00 00')
    expect(screen.getByLabelText('Consultation points, Russian')).toHaveValue('Первый')
    expect(screen.getByRole('button', { name: /^Blocks, 1: First block/ })).toBeInTheDocument()
    // A kind this app does not know yet is a plain input, not a crash.
    expect(screen.getByLabelText('Geo point')).toHaveValue('somewhere')
  })

  it('marks every missing translation, visibly and for screen readers', async () => {
    await openItem()
    const ru = title('Russian')
    expect(ru).toHaveAccessibleDescription(/^Russian translation missing/)
    expect(ru).toHaveAttribute('data-missing')
    const marker = ru.parentElement!.querySelector('p')
    expect(marker).toBeVisible()
    expect(marker).toHaveTextContent('Russian translation missing')
    expect(title('English')).not.toHaveAccessibleDescription(/missing/)
    // Typing the translation takes the marker away.
    await userEvent.type(ru, 'День открытых дверей')
    expect(ru).not.toHaveAccessibleDescription(/missing/)
    expect(ru).not.toHaveAttribute('data-missing')
    expect(screen.getByText(/Fields without a translation: Russian \d+/)).toBeInTheDocument()
  })

  it('adds, moves and removes elements of nested lists with buttons named for them', async () => {
    await openItem()
    const user = userEvent.setup()
    const blockNames = () =>
      within(screen.getByRole('group', { name: 'Blocks' }))
        .getAllByRole('button', { name: /^Blocks, \d/ })
        .map((button) => button.textContent)
    expect(blockNames()).toEqual(['Blocks, 1: First block', 'Blocks, 2: Екінші блок'])

    await user.click(screen.getByRole('button', { name: 'Move down: Blocks, 1: First block' }))
    expect(blockNames()).toEqual(['Blocks, 1: Екінші блок', 'Blocks, 2: First block'])
    // Focus stays on the moved element, and the move is said.
    expect(document.activeElement).toHaveAccessibleName('Move up: Blocks, 2: First block')
    expect(screen.getByText('Blocks, 1 moved to position 2.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add: Blocks' }))
    expect(blockNames()).toHaveLength(3)
    expect(document.activeElement).toHaveAccessibleName('Blocks, 3')
    const third = screen.getByRole('group', { name: 'Blocks, 3' })
    expect(within(third).getByLabelText(/^Block number/)).toHaveValue(1)
    await user.click(within(third).getByRole('button', { name: 'Add: Items' }))
    const item = within(third).getByRole('group', { name: 'Items, 1' })
    await user.type(within(item).getByLabelText('Title, Kazakh'), 'Жаңа элемент')
    expect(within(third).getByRole('button', { name: 'Items, 1: Жаңа элемент' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Remove: Blocks, 1: Екінші блок' }))
    expect(blockNames()).toEqual(['Blocks, 1: First block', 'Blocks, 2'])

    api.on('PUT', /\/admin\/samples\/7$/, (call) => data({ ...sample(), ...(call.body as object) }))
    await user.click(screen.getByRole('button', { name: t.edit.save }))
    await screen.findByText(t.edit.saved)
    const [put] = api.made('PUT', /\/admin\/samples\/7$/)
    const blocks = (put!.body as { blocks: { title: { kz: string }; items: unknown[] }[] }).blocks
    expect(blocks.map((block) => block.title.kz)).toEqual(['Бірінші блок', ''])
    expect(blocks[1]!.items).toEqual([
      { title: { kz: 'Жаңа элемент', ru: '', en: '' }, link_url: '' },
    ])
  })

  it('saves with the version it opened and puts a 422 beside each field, focusing the first', async () => {
    await openItem()
    api.on('PUT', /\/admin\/samples\/7$/, () =>
      json(422, {
        message: 'invalid',
        errors: {
          'blocks.0.title.ru': ['Too long.'],
          'title.kz': ['Required.'],
          slug: ['Taken.'],
        },
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: t.edit.save }))
    const kz = title('Kazakh')
    await waitFor(() => expect(kz).toHaveFocus())
    expect(kz).toHaveAttribute('aria-invalid', 'true')
    expect(kz).toHaveAccessibleDescription(expect.stringContaining('Required.'))
    expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription('Taken.')
    const blockTitle = within(screen.getByRole('group', { name: /^Blocks, 1/ })).getAllByLabelText(
      'Title, Russian',
    )[0]
    expect(blockTitle).toHaveAccessibleDescription('Too long.')
    // The summary names each field in form order.
    const summary = screen.getByRole('alert')
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Title › Kazakh', 'Slug (name in the address)', 'Blocks, 1 › Title › Russian'])
    const [put] = api.made('PUT', /\/admin\/samples\/7$/)
    expect(put!.headers['If-Match']).toBe('"3"')
    // Correcting a field clears its error.
    await userEvent.type(kz, 'Жаңа')
    expect(kz).not.toHaveAttribute('aria-invalid')
  })

  it('tells of a conflicting save (412), shows the other version and never overwrites silently', async () => {
    await openItem()
    const theirs = sample({
      version: 4,
      updated_by: 'other@dbu.edu.kz',
      title: { kz: 'Ашық есік күні', ru: 'День открытых дверей', en: 'Open day' },
    })
    api.on('PUT', /\/admin\/samples\/7$/, () =>
      json(412, { message: 'someone else saved this item after you opened it', current: theirs }),
    )
    await userEvent.type(screen.getByLabelText('Code'), '-X')
    await userEvent.click(screen.getByRole('button', { name: t.edit.save }))
    const conflict = await screen.findByRole('alert')
    expect(within(conflict).getByRole('heading', { name: t.conflict.title })).toHaveFocus()
    expect(conflict).toHaveTextContent('other@dbu.edu.kz')
    const rows = within(conflict)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toContain('TitleRussianДень открытых дверей(empty)')
    expect(rows).toContain('Code—B057B057-X')
    expect(api.made('PUT', /\/admin\/samples\/7$/)).toHaveLength(1)

    // Saving mine over theirs is a choice, made against their version.
    api.on('PUT', /\/admin\/samples\/7$/, (call) =>
      data({ ...theirs, ...(call.body as object), version: 5 }, { ETag: '"5"' }),
    )
    await userEvent.click(within(conflict).getByRole('button', { name: t.conflict.overwrite }))
    await screen.findByText(t.edit.saved)
    expect(api.made('PUT', /\/admin\/samples\/7$/)[1]!.headers['If-Match']).toBe('"4"')
  })

  it('loads the other version when asked to', async () => {
    await openItem()
    const theirs = sample({ version: 4, code: 'THEIRS' })
    api.on('PUT', /\/admin\/samples\/7$/, () => json(412, { message: 'stale', current: theirs }))
    await userEvent.type(screen.getByLabelText('Code'), '-X')
    await userEvent.click(screen.getByRole('button', { name: t.edit.save }))
    await userEvent.click(await screen.findByRole('button', { name: t.conflict.reload }))
    expect(screen.getByLabelText('Code')).toHaveValue('THEIRS')
    expect(screen.queryByRole('heading', { name: t.conflict.title })).not.toBeInTheDocument()
    expect(screen.getByText('Version 4')).toBeInTheDocument()
  })

  it('publishes, schedules and previews', async () => {
    await openItem()
    api.on('POST', /\/admin\/samples\/7\/publish$/, (call) =>
      data(
        call.body
          ? sample({
              status: 'scheduled',
              publish_at: (call.body as { publish_at: string }).publish_at,
            })
          : sample({ status: 'published', version: 4 }),
      ),
    )
    const preview = screen.getByRole('link', { name: /Preview/ })
    expect(preview).toHaveAttribute('href', '/samples/open-day?preview=1')
    expect(preview).toHaveAttribute('target', '_blank')
    fireEvent.change(screen.getByLabelText(t.edit.publishAt), {
      target: { value: '2030-01-02T09:30' },
    })
    await userEvent.click(screen.getByRole('button', { name: t.edit.schedule }))
    await screen.findByText(t.edit.scheduled)
    const [scheduled] = api.made('POST', /\/publish$/)
    expect(scheduled!.body).toEqual({ publish_at: new Date('2030-01-02T09:30').toISOString() })
    await userEvent.click(screen.getByRole('button', { name: t.edit.publishNow }))
    await screen.findByText(t.edit.published)
    expect(api.made('POST', /\/publish$/)[1]!.body).toBeUndefined()
  })

  it('shows revisions, a diff against the current item, and restores one', async () => {
    api.on(
      'GET',
      /\/admin\/samples\/7\/revisions$/,
      data([
        { rev: 2, at: '2026-11-20T12:00:00Z', email: 'editor@dbu.edu.kz', changed: ['title'] },
      ]),
    )
    api.on(
      'GET',
      /\/admin\/samples\/7\/revisions\/2$/,
      data({
        rev: 2,
        at: '2026-11-20T12:00:00Z',
        email: 'editor@dbu.edu.kz',
        changed: ['title'],
        document: sample({ title: { kz: 'Ескі тақырып', ru: '', en: 'Open day' } }),
      }),
    )
    api.on('POST', /\/revisions\/2\/restore$/, data(sample({ version: 4, code: 'OLD' })))
    await openItem()
    await userEvent.click(await screen.findByRole('button', { name: t.revisions.compare }))
    const table = await screen.findByRole('table', {
      name: 'Version 2 compared with the current one',
    })
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'TitleKazakhЕскі тақырыпАшық есік күні',
    )
    await userEvent.click(screen.getByRole('button', { name: t.revisions.restore }))
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t.revisions.restore }),
    )
    await screen.findByText('Version 2 restored.')
    expect(screen.getByLabelText('Code')).toHaveValue('OLD')
  })
})
