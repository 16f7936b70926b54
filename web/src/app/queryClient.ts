import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/client'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Content changes rarely; do not refetch on every focus or remount.
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry (404 unknown slug, 422 bad parameter).
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
  })
}
