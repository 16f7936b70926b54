// Renders a component as the app would: a query client, the language of a route, a router. The
// current location and a navigate function come back for the test to read the URL and move.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router'
import { LinkProvider } from '@/blocks/Link'
import { LangContext } from '@/i18n/LangContext'
import type { Lang } from '@/i18n/lang'

export function renderInApp(
  ui: ReactNode,
  { lang = 'kz', path = '/' }: { lang?: Lang; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const current: { location?: Location; navigate?: NavigateFunction } = {}
  function RouterProbe() {
    current.location = useLocation()
    current.navigate = useNavigate()
    return null
  }
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LinkProvider>
          <LangContext value={lang}>{ui}</LangContext>
        </LinkProvider>
        <RouterProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return {
    ...result,
    queryClient,
    location: () => current.location!,
    /** Moves in the history (-1 is Back), as the browser's buttons would. */
    go: (delta: number) => act(async () => current.navigate!(delta)),
  }
}
