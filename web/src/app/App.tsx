import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import { createQueryClient } from './queryClient'
import { AppRoutes } from './router'
import { ScrollManager } from './ScrollManager'
import { hydrateAnswers, type ServerAnswers } from '@/ssr/data'

/**
 * `answers`: the answers the server rendered the page from (embedded in it), so that hydration
 * starts with them instead of fetching them again. The tree is the one entry-server.tsx renders.
 */
export function App({ answers }: { answers?: ServerAnswers }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    if (answers) hydrateAnswers(client, answers)
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
