// The admin's own query client: its answers are never shared with the public app's cache, a 4xx
// is not retried, and a 401 on any read (the session ended) signs out to the login screen. A
// write keeps its screen on a 401 (the form's work is not thrown away): the screen says the
// session ended, and the staff member signs in again in another tab.
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/client'
import { signedOut } from './api/queries'

export function createAdminQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  })
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return
    const { error } = event.action
    if (error instanceof ApiError && error.status === 401 && event.query.queryKey[1] !== 'me')
      signedOut(client, true)
  })
  return client
}
