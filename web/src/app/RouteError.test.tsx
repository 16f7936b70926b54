import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorBoundary } from 'react-error-boundary'
import { describe, expect, it, vi } from 'vitest'
import { ApiError, NETWORK_ERROR } from '@/api/client'
import { RouteError } from './RouteError'
import { en } from '@/i18n/en'
import { renderInApp } from '@/test/render'
import { useRequiredQuery } from '@/lib/useRequiredQuery'

/** A page whose record answers with each of `answers` in turn (an Error is a failure). */
function pageWith(answers: (string | Error)[]) {
  let call = 0
  function Page() {
    const record = useRequiredQuery({
      queryKey: ['record'],
      queryFn: async () => {
        const answer = answers[Math.min(call++, answers.length - 1)]!
        if (answer instanceof Error) throw answer
        return answer
      },
    })
    return <h1>{record.data ?? 'Loading'}</h1>
  }
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary FallbackComponent={RouteError} onReset={reset}>
          <Page />
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}

describe('a page whose data fails to load', () => {
  it('says so in the page, keeps the address, and shows the page after Retry', async () => {
    const { location } = renderInApp(pageWith([new ApiError(500, 'boom'), 'The record']), {
      lang: 'en',
      path: '/en/news/some-item',
    })
    expect(
      await screen.findByRole('heading', { name: en.routeError.loadTitle }),
    ).toBeInTheDocument()
    expect(location().pathname).toBe('/en/news/some-item')
    await userEvent.click(screen.getByRole('button', { name: en.common.retry }))
    expect(await screen.findByRole('heading', { name: 'The record' })).toBeInTheDocument()
  })

  it('loads by itself when the browser is back online', async () => {
    renderInApp(pageWith([new ApiError(NETWORK_ERROR, 'offline'), 'The record']), { lang: 'en' })
    await screen.findByRole('heading', { name: en.routeError.loadTitle })
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByRole('heading', { name: 'The record' })).toBeInTheDocument()
  })

  it('goes to the not-found page only when the server says the record does not exist', async () => {
    const { location } = renderInApp(pageWith([new ApiError(404, 'no such item')]), {
      lang: 'ru',
      path: '/ru/news/no-such-item',
    })
    await vi.waitFor(() => expect(location().pathname).toBe('/ru/404'))
    expect(screen.queryByRole('button', { name: en.common.retry })).not.toBeInTheDocument()
  })
})
