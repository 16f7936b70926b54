// Starts the real server for the end-to-end tests: a free loopback port, a fresh data dir (the
// server fills it with the demo content), the built app from dist/. Returns the teardown. The
// form tests read what the server stored through `bilim applications export`: the data dir and
// the binary reach them as BILIM_E2E_DATA_DIR and BILIM_E2E_BIN.
import { spawn } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const webDir = path.resolve(import.meta.dirname, '..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

async function waitForHealth(url: string, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited during start-up')
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs / 1000} s`)
}

export default async function globalSetup() {
  if (process.env.BILIM_E2E_URL) return undefined

  const bin = path.resolve(webDir, process.env.BILIM_BIN ?? '../target/debug/bilim')
  if (!existsSync(bin)) throw new Error(`No server binary at ${bin}: build it or set BILIM_BIN.`)
  // Another build (e.g. `vite build --outDir /tmp/x`) can be tested with BILIM_E2E_WEB_DIR.
  const distDir = path.resolve(webDir, process.env.BILIM_E2E_WEB_DIR ?? 'dist')
  // Server rendering (the bundle `npm run build` makes beside dist/) only with BILIM_E2E_SSR=1,
  // which `make test-e2e` sets for e2e/ssr.spec.ts: the other specs stub API answers in the
  // browser, which a page rendered on the server has already embedded.
  const ssrBundle = process.env.BILIM_E2E_SSR
    ? path.resolve(webDir, 'dist-ssr/ssr.mjs')
    : path.join(tmpdir(), 'no-ssr-bundle.mjs')
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No ${distDir}/index.html: run \`npm run build\` before \`npm run e2e\`.`)
  }

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bilim-e2e-'))
  const logPath = path.join(dataDir, 'server.log')
  const log = createWriteStream(logPath)

  const server = spawn(
    bin,
    [
      'serve',
      '--addr',
      `127.0.0.1:${port}`,
      '--data-dir',
      dataDir,
      '--web-dir',
      distDir,
      '--ssr-bundle',
      ssrBundle,
    ],
    {
      cwd: webDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Every form test submits from 127.0.0.1: lift the per-address limit for the run.
        BILIM_FORM_RATE_LIMIT: '1000',
        // The suite checks what the renderer draws, not how fast (that is `make bench`): a debug
        // build beside two browsers on two cores can take past the production deadline of 1.5 s,
        // and a page sent for the browser to render would fail the server HTML checks.
        BILIM_SSR_DEADLINE_MS: '20000',
      },
    },
  )
  server.stdout.pipe(log)
  server.stderr.pipe(log)
  let exited = false
  server.on('exit', () => {
    exited = true
  })

  try {
    await waitForHealth(url, () => exited, 60_000)
  } catch (error) {
    server.kill('SIGTERM')
    const output = await readFile(logPath, 'utf8').catch(() => '')
    throw new Error(`${(error as Error).message}\n--- server log ---\n${output.slice(-4000)}`, {
      cause: error,
    })
  }

  process.env.BILIM_E2E_URL = url
  process.env.BILIM_E2E_DATA_DIR = dataDir
  process.env.BILIM_E2E_BIN = bin

  return async () => {
    if (!exited) {
      const stopped = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      const timer = setTimeout(() => server.kill('SIGKILL'), 5_000)
      await stopped
      clearTimeout(timer)
    }
    log.end()
    await rm(dataDir, { recursive: true, force: true })
  }
}
