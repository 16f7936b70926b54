import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTexts } from '@/i18n/allTexts'
import type { Lang } from '@/i18n/lang'

// Fresh modules in each test: the test setup has already loaded every text into the shared ones.
beforeEach(() => {
  vi.resetModules()
})

afterEach(() => {
  vi.doUnmock('@/i18n/i18n')
  vi.doUnmock('./ConsultationForm')
})

async function renderConsultation(lang: Lang) {
  const { LangContext } = await import('@/i18n/LangContext')
  const { ConsultationForm } = await import('./deferred')
  // In act, so that React retries the suspended form when an awaited load ends in act too.
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LangContext value={lang}>
          <Suspense fallback={<p>waiting</p>}>
            <ConsultationForm pageType="static" pageSlug="library" />
          </Suspense>
        </LangContext>
      </QueryClientProvider>,
    )
  })
}

describe('a deferred form', () => {
  it('downloads its code while its texts download, and shows once both are there', async () => {
    let textsThere = false
    let release = () => {}
    const texts = new Promise<void>((resolve) => {
      release = () => {
        textsThere = true
        resolve()
      }
    })
    const loadSection = vi.fn(() => texts)
    vi.doMock('@/i18n/i18n', () => ({ sectionLoaded: () => textsThere, loadSection }))
    const codeLoaded = vi.fn()
    vi.doMock('./ConsultationForm', () => {
      codeLoaded()
      return { ConsultationForm: () => <form aria-label="consultation" /> }
    })

    await renderConsultation('ru')
    await waitFor(() => expect(codeLoaded).toHaveBeenCalled())
    expect(loadSection).toHaveBeenCalledWith('ru', 'formFields')
    expect(screen.getByText('waiting')).toBeInTheDocument()

    await act(async () => release())
    expect(await screen.findByRole('form', { name: 'consultation' })).toBeInTheDocument()
  })

  it('shows the forms’ texts of the page’s language', async () => {
    const { loadLanguage, loadSection, sectionLoaded } = await import('@/i18n/i18n')
    await loadLanguage('en')
    expect(sectionLoaded('en', 'formFields')).toBe(false)

    await renderConsultation('en')
    expect(screen.getByText('waiting')).toBeInTheDocument()
    // The form's own request for the texts, whose promise every caller shares.
    await act(() => loadSection('en', 'formFields'))
    const t = allTexts.en
    // The form's module is imported anew (resetModules): on a busy machine that takes a while.
    const form = await screen.findByRole(
      'form',
      { name: t.forms.consultation.title },
      { timeout: 5000 },
    )
    expect(within(form).getByLabelText(new RegExp(t.formFields.fields.question))).toBeVisible()
    expect(within(form).getByRole('button', { name: t.formFields.status.send })).toBeVisible()
    expect(sectionLoaded('ru', 'formFields')).toBe(false)
  })
})
