// Renders a component as the app would: a query client, the language of a route, a router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { LangContext } from '@/i18n/LangContext'
import type { Lang } from '@/i18n/lang'

export function renderInApp(
  ui: ReactNode,
  { lang = 'kz', path = '/' }: { lang?: Lang; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [{ path: '*', element: <LangContext value={lang}>{ui}</LangContext> }],
    {
      initialEntries: [path],
    },
  )
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...result, router, queryClient }
}
