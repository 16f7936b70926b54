import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query'
import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import { createQueryClient } from './queryClient'
import { AppRoutes } from './router'
import { ScrollManager } from './ScrollManager'

/**
 * `dehydrated`: the answers the server rendered the page from (embedded in it), so that hydration
 * starts with them instead of fetching them again. The tree is the one entry-server.tsx renders.
 */
export function App({ dehydrated }: { dehydrated?: DehydratedState }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    if (dehydrated) hydrate(client, dehydrated)
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ScrollManager />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  )
}
