// The server's HTML of every route of the walk (e2e/siteRoutes.ts) in every language is valid:
// the Nu Html Checker (vnu-jar, a devDependency, run on the machine's Java) finds no error in it.
// The pages are saved and checked in one run of the checker (its start-up is most of its time).
// `make test-html` (tools/html-check.sh) runs this file with server rendering on and Java
// installed; alone: `BILIM_E2E_SSR=1 npm run e2e -- e2e/html.spec.ts`.
import { spawnSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { LANGS, expect, serverRenderingOnly, test } from './fixtures'
import { siteRoutes } from './siteRoutes'

serverRenderingOnly()

const VNU_JAR = path.resolve(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar')

/** One message of `vnu --format json`. */
interface VnuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

test("the server's HTML of every route in every language is valid", async ({
  request,
  api,
}, testInfo) => {
  test.setTimeout(5 * 60_000)
  // The file each page is saved in, and the page's address for the report.
  const saved = new Map<string, string>()
  await Promise.all(
    LANGS.map(async ({ lang, prefix }) => {
      for (const route of await siteRoutes(api, lang)) {
        const address = prefix + route.path
        const response = await request.get(address)
        expect(response.status(), address).toBe(200)
        const file = testInfo.outputPath(`${lang}-${route.name}.html`)
        await writeFile(file, await response.body())
        saved.set(file, address)
      }
    }),
  )

  // Errors only: the guess of each page's language (it warns) is skipped, a sixth of the time.
  const vnu = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--no-langdetect', '--format', 'json', ...saved.keys()],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  expect(vnu.error, 'java (tools/html-check.sh installs it)').toBeUndefined()
  // The checker reports on stderr, and exits non-zero when it found an error.
  let messages: VnuMessage[]
  try {
    ;({ messages } = JSON.parse(vnu.stderr) as { messages: VnuMessage[] })
  } catch {
    throw new Error(`the Nu Html Checker did not answer in JSON:\n${vnu.stderr}`)
  }
  const errors = messages.map((m) => {
    const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : ''
    const where = `${saved.get(file) ?? file}${m.lastLine ? `:${m.lastLine}` : ''}`
    return `${where}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ')}` : ''}`
  })
  expect(errors, `the Nu Html Checker's errors in ${saved.size} pages`).toEqual([])
  expect(vnu.status, 'the checker ran').toBe(0)
})
