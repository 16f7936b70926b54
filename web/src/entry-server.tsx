// The server's rendering of a page, run inside the Rust process by QuickJS
// (server/src/site/render.rs). Built by `vite build --config vite.ssr.config.ts` into
// dist-ssr/ssr.mjs, one ES module with no imports; the host calls `render(url, optionsJson)` and
// drives the returned promise (promise jobs, the polyfills' timers, the page's fetches).
//
// Data: the same query definitions the browser uses (api/*.ts), fetched through `fetch` (which the
// host answers from its own API in-process). Here a query without its answer suspends the
// component that asked for it (`serverQueries`), and React's stream renderer renders that
// component again once the answer is in, not the whole page: a page's first render is about one
// pass, however many levels its data has (blocks by a page's id, what a block lists). A page
// rendered before has what it asked for then fetched first (`plans`) and is rendered in one go.
// The answers the page used go back to the host (`serverAnswers`), which the page embeds for the
// browser's client.
/* eslint-disable react-refresh/only-export-components -- the server's entry, never hot-reloaded */
import './ssr/polyfills'
import {
  QueryClientProvider,
  type QueryKey,
  type Query,
  type QueryClient,
  skipToken,
} from '@tanstack/react-query'
import { renderToReadableStream, renderToString } from 'react-dom/server.bun'
import { StaticRouter } from 'react-router'
import { createQueryClient } from '@/app/queryClient'
import { AppRoutes, loadPageFamilies } from '@/app/router'
import { loadLanguage, loadSection } from '@/i18n/i18n'
import { LANGS } from '@/i18n/lang'
import { SECTIONS } from '@/i18n/messages'
import { ScrollManager } from '@/app/ScrollManager'
import { serverAnswers, type ServerAnswers } from '@/ssr/data'

export interface RenderOptions {
  /** Render passes at most (each after a round of fetches). */
  maxPasses?: number
}

export interface RenderResult {
  html: string
  /** The answers the page used (ssr/data.ts): only successful queries. */
  answers: ServerAnswers
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

/**
 * One render pass. In one go when nothing is expected to suspend (`inOneGo`: the page's answers
 * are in and its lazy modules and text tables loaded, as on every render of a page after its
 * first): renderToString, which costs less than the stream (no tasks scheduled on timers, no
 * segments to assemble); the markup is the same. A pass where something suspends after
 * all (its boundary comes out as `<!--$!-->`, "render in the browser") or that throws is made
 * again as a stream, which waits for every answer and boundary and reports what failed.
 */
async function renderOnce(
  url: string,
  client: QueryClient,
  errors: string[],
  inOneGo: boolean,
): Promise<string> {
  if (inOneGo) {
    try {
      const html = renderToString(<Page url={url} client={client} />)
      if (!html.includes('<!--$!-->')) return html
    } catch {
      // The stream below reports it.
    }
  }
  return renderStreamed(url, client, errors)
}

async function renderStreamed(url: string, client: QueryClient, errors: string[]): Promise<string> {
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

/**
 * The server's way with queries. A query without its answer suspends the component that asked for
 * it until the answer is in (TanStack Query's `suspense`, what `useSuspenseQuery` sets), except a
 * disabled one (suspending would fetch it anyway). A query whose fetch fails is put in `failed` as
 * it fails and from then on neither suspends nor throws (a suspending query throws its error to
 * the nearest boundary, which would then be left to the browser): the pass is made again with it
 * reset (`resetFailed`), so that it renders as loading, as in the browser's first render (a failed
 * answer is not embedded, so the browser starts it afresh; an error state would not hydrate).
 */
function serverQueries(client: QueryClient, failed: Set<string>) {
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') failed.add(event.query.queryHash)
  })
  const defaulted = client.defaultQueryOptions.bind(client)
  client.defaultQueryOptions = ((options: Parameters<typeof defaulted>[0]) => {
    const query = defaulted(options)
    query.throwOnError = false
    query.suspense =
      query.enabled !== false && query.queryFn !== skipToken && !failed.has(query.queryHash)
    return query
  }) as typeof client.defaultQueryOptions
}

/** Those of `queries` that failed, reset (they render as loading). */
function resetFailed(queries: Query[]): Query[] {
  const failedNow = queries.filter((q) => q.state.status === 'error')
  for (const q of failedNow) q.reset()
  return failedNow
}

/** The queries a component asked for during the pass. */
function usedQueries(client: QueryClient, used: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => used.has(q.queryHash))
}

/** Those of `queries` that have no data and did not fail here. */
function missingQueries(queries: Query[], failed: Set<string>): Query[] {
  return queries.filter(
    (q) =>
      q.state.status === 'pending' &&
      !failed.has(q.queryHash) &&
      q.state.fetchStatus === 'idle' &&
      (q.options as { enabled?: unknown }).enabled !== false,
  )
}

/** Fetches `queries` at once (the host answers a round of fetches together); those that fail are
 *  reset. */
async function fetchAll(queries: Query[]) {
  await Promise.all(queries.map((q) => q.fetch().catch(() => undefined)))
  resetFailed(queries)
}

/** Records in `used` every query a component asks for (an observer builds its query through the
 *  cache, whether or not the query exists yet). */
function trackUse(client: QueryClient, used: Set<string>) {
  const cache = client.getQueryCache()
  const build = cache.build.bind(cache)
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args)
    used.add(query.queryHash)
    return query
  }) as typeof cache.build
}

/**
 * The queries each page asked for when it was last rendered, by path: the next render of the page
 * (after a content change, or with another query string) fetches them at once before it renders,
 * and renders in one go (renderToString: about 20 ms in QuickJS, where a streamed render that
 * waits for answers takes about 30). The query string is left out of the key: another one mostly asks for the same, and a
 * wrong guess costs a fetch, never a wrong page (what is fetched and not used is not embedded).
 */
type Planned = Query['options'] & { queryKey: QueryKey }
const plans = new Map<string, Planned[]>()
const MAX_PLANS = 2000

function remember(path: string, plan: Planned[]) {
  plans.delete(path)
  plans.set(path, plan)
  if (plans.size > MAX_PLANS) plans.delete(plans.keys().next().value!)
}

/**
 * Loads what pages load as they need it (every page family's code, each language's texts and text
 * sections): the host calls it once, when it loads the bundle, so that a page's first render
 * neither runs a module's code for the first time nor suspends for it (up to a sixth of a
 * first render). The staff's texts stay out: the admin is never rendered here.
 */
export async function warm(): Promise<void> {
  const sections = SECTIONS.filter((section) => section !== 'admin')
  await Promise.all([
    loadPageFamilies(),
    ...LANGS.flatMap((lang) => [
      loadLanguage(lang),
      ...sections.map((section) => loadSection(lang, section)),
    ]),
  ])
}

/** The query parameters pages are kept by: the host reads them once, when it loads the bundle. */
export { pageParams } from '@/pageParams'

export async function render(url: string, optionsJson = '{}'): Promise<string> {
  const options = JSON.parse(optionsJson) as RenderOptions
  const client = createQueryClient()
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, staleTime: Infinity },
  })
  const used = new Set<string>()
  trackUse(client, used)
  const failed = new Set<string>()
  serverQueries(client, failed)

  const maxPasses = options.maxPasses ?? 6
  const timings: number[] = []
  let started = Date.now()
  const lap = () => {
    const now = Date.now()
    timings.push(now - started)
    started = now
  }
  const path = url.replace(/[?#].*$/, '')
  const plan = plans.get(path)
  if (plan) {
    const cache = client.getQueryCache()
    const planned = plan.map((o) => cache.build(client, o))
    await fetchAll(planned.filter((q) => q.state.status === 'pending'))
    lap()
  }
  let html: string
  let passes = 0
  let missing: Query[]
  let errors: string[]
  for (;;) {
    errors = []
    used.clear()
    html = await renderOnce(url, client, errors, plan !== undefined || passes > 0)
    lap()
    passes++
    const asked = usedQueries(client, used)
    const failedNow = resetFailed(asked)
    missing = missingQueries(asked, failed)
    if ((missing.length === 0 && failedNow.length === 0) || passes >= maxPasses) break
    await fetchAll(missing)
    lap()
  }
  remember(
    path,
    usedQueries(client, used)
      .filter((q) => q.state.status === 'success')
      .map((q) => ({ ...q.options, queryKey: q.queryKey })),
  )
  const result: RenderResult = {
    html,
    // Only what this page's components asked for: a planned query the page no longer uses stays
    // out of it.
    answers: serverAnswers(usedQueries(client, used)),
    passes,
    timings,
    missing: missing.map((q) => q.queryKey),
    errors,
  }
  return JSON.stringify(result)
}
