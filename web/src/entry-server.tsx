// The server's rendering of a page, run inside the Rust process by QuickJS
// (server/src/site/render.rs). Built by `vite build --config vite.ssr.config.ts` into
// dist-ssr/ssr.mjs, one ES module with no imports; the host calls `render(url, optionsJson)` and
// drives the returned promise (promise jobs, the polyfills' timers, the page's fetches).
//
// Data: the same query definitions the browser uses (api/*.ts). A render pass shows which queries
// the page asked for and does not have; they are fetched through `fetch` (which the host answers
// from its own API in-process) and the page is rendered again, until nothing is missing (a
// dependent query, e.g. blocks by a page's id, takes one more pass). The answers go back to the
// host as a dehydrated TanStack Query state, which the page embeds for the browser's client.
/* eslint-disable react-refresh/only-export-components -- the server's entry, never hot-reloaded */
import './ssr/polyfills'
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query'
import { renderToReadableStream } from 'react-dom/server.browser'
import { StaticRouter } from 'react-router'
import { createQueryClient } from '@/app/queryClient'
import { AppRoutes } from '@/app/router'
import { ScrollManager } from '@/app/ScrollManager'

export interface RenderOptions {
  /** Answers the host already has, as [queryKey, data] pairs (skips a pass when complete). */
  queries?: [readonly unknown[], unknown][]
  /** Render passes at most (each after a round of fetches). */
  maxPasses?: number
}

export interface RenderResult {
  html: string
  /** TanStack Query's dehydrated state: only successful queries. */
  dehydrated: unknown
  passes: number
  /** Milliseconds each pass took, then each round of fetches: where a first render's time goes. */
  timings: number[]
  /** The query keys still without data in the last pass (they render as loading). */
  missing: unknown[]
  /** Errors React reported (a component threw): the host falls back to client rendering. */
  errors: string[]
}

/** The same tree as App (QueryClientProvider > router > ScrollManager + AppRoutes), so that
 *  useId and the DOM agree when the browser hydrates. */
function Page({ url, client }: { url: string; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <StaticRouter location={url}>
        <ScrollManager />
        <AppRoutes />
      </StaticRouter>
    </QueryClientProvider>
  )
}

async function renderOnce(url: string, client: QueryClient, errors: string[]): Promise<string> {
  const stream = (await renderToReadableStream(<Page url={url} client={client} />, {
    // One document, no out-of-order segments: React 19 outlines a boundary larger than this
    // (12.8 kB by default) as a hidden <div> plus an inline $RC() script, even after allReady.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      errors.push(error instanceof Error ? `${error.message}\n${error.stack}` : String(error))
    },
  })) as ReadableStream & { allReady: Promise<void>; readAll(): Promise<string> }
  // Every Suspense boundary resolved: lazy route modules, language tables, text sections.
  await stream.allReady
  return stream.readAll()
}

/** Queries a component asked for during the pass that have no data and did not fail here. */
function missingQueries(client: QueryClient, failed: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        !failed.has(q.queryHash) &&
        q.state.fetchStatus === 'idle' &&
        (q.options as { enabled?: unknown }).enabled !== false,
    )
}

export async function render(url: string, optionsJson = '{}'): Promise<string> {
  const options = JSON.parse(optionsJson) as RenderOptions
  const client = createQueryClient()
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, staleTime: Infinity },
  })
  for (const [key, data] of options.queries ?? []) client.setQueryData(key, data)

  const maxPasses = options.maxPasses ?? 4
  let html: string
  let passes = 0
  let missing: Query[]
  let errors: string[]
  const failed = new Set<string>()
  const timings: number[] = []
  let started = Date.now()
  const lap = () => {
    const now = Date.now()
    timings.push(now - started)
    started = now
  }
  for (;;) {
    errors = []
    html = await renderOnce(url, client, errors)
    lap()
    passes++
    missing = missingQueries(client, failed)
    if (missing.length === 0 || passes >= maxPasses) break
    await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)))
    lap()
    // A query that failed here renders as loading, as it does in the browser's first render (it
    // is not dehydrated, so the browser starts it afresh): an error state would not hydrate.
    for (const q of missing) {
      if (q.state.status === 'error') {
        failed.add(q.queryHash)
        q.reset()
      }
    }
  }
  const result: RenderResult = {
    html,
    dehydrated: dehydrate(client),
    passes,
    timings,
    missing: missing.map((q) => q.queryKey),
    errors,
  }
  return JSON.stringify(result)
}
