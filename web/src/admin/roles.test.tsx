import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import { data, fakeApi, renderAdmin } from './test/renderAdmin'
import { admin, editor, manager, samples, settings } from './test/fixtures'

const t = allTexts.en.admin
vi.setConfig({ testTimeout: 20_000 })

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('what each role sees', () => {
  it('an editor has content and tools but no users, audit or settings, and is told so at their URL', async () => {
    const api = fakeApi()
      .on('GET', /\/admin\/me$/, data(editor))
      .on('GET', /\/admin\/types$/, data([samples]))
    renderAdmin('/admin/users')
    expect(await screen.findByRole('heading', { name: t.app.notAllowedTitle })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: t.nav.label })
    expect(await within(nav).findByRole('link', { name: 'Samples' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: t.nav.media })).toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: t.nav.users })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: t.nav.audit })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: t.nav.applications })).not.toBeInTheDocument()
    expect(api.made('GET', /\/admin\/users$/)).toHaveLength(0)
    expect(screen.getByText(editor.email)).toBeInTheDocument()
    expect(screen.getByText(t.roles.editor)).toBeInTheDocument()
  })

  it('a manager sees no content types: a friendly word instead, and no call that would be refused', async () => {
    const api = fakeApi().on('GET', /\/admin\/me$/, data(manager))
    renderAdmin('/admin')
    expect(await screen.findByRole('heading', { name: t.home.managerTitle })).toBeInTheDocument()
    expect(api.made('GET', /\/admin\/types$/)).toHaveLength(0)
    const nav = screen.getByRole('navigation', { name: t.nav.label })
    expect(within(nav).queryByRole('link', { name: t.nav.media })).not.toBeInTheDocument()
  })

  it('an admin has users, the audit log and the site settings', async () => {
    fakeApi()
      .on('GET', /\/admin\/me$/, data(admin))
      .on('GET', /\/admin\/types$/, data([samples, settings]))
      .on(
        'GET',
        /\/admin\/translations$/,
        data([{ type: 'samples', total: 4, missing: { ru: 2, en: 0 } }]),
      )
      .on(
        'GET',
        /\/admin\/users$/,
        data([
          {
            id: 1,
            email: admin.email,
            role: 'admin',
            disabled: false,
            created_at: '2026-11-01T00:00:00Z',
          },
          {
            id: 2,
            email: editor.email,
            role: 'editor',
            disabled: false,
            created_at: '2026-11-02T00:00:00Z',
          },
        ]),
      )
    renderAdmin('/admin/users')
    const table = await screen.findByRole('table', { name: t.users.caption })
    // One's own account cannot be demoted, disabled or deleted.
    expect(within(table).getByRole('combobox', { name: `Role of ${admin.email}` })).toBeDisabled()
    expect(within(table).getByRole('combobox', { name: `Role of ${editor.email}` })).toBeEnabled()
    expect(within(table).getAllByRole('button', { name: /Delete/ })).toHaveLength(1)
    const nav = screen.getByRole('navigation', { name: t.nav.label })
    expect(within(nav).getByRole('link', { name: 'Site settings' })).toHaveAttribute(
      'href',
      '/admin/content/settings/1',
    )
    expect(within(nav).getByRole('link', { name: t.nav.audit })).toBeInTheDocument()
  })
})
