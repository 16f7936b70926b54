// The staff's styles in a stylesheet of their own, loaded with the admin, instead of in the one
// stylesheet every public page waits for before its first paint (`cssCodeSplit: false` gathers
// every chunk's CSS there, the admin's lazy chunks included: 43 KB of its 160 KB of sources).
//
// In the browser's build, each CSS file under src/admin is compiled by Vite's own pipeline
// (`preprocessCSS`: the same CSS modules, the same class names) but reaches the bundle as its
// class map alone. Their compiled CSS, together, is one more stylesheet that Vite minifies and
// emits as an asset (`?url`); the admin links it from `virtual:admin-stylesheet`
// (src/admin/index.tsx). Neither `cssCodeSplit: true` nor a rolldown group could do this: both
// move the public CSS modules' class maps into a chunk that every page's entry imports before its
// first paint. The development server and the unit tests keep Vite's usual handling of the
// admin's CSS (the virtual module gives no URL there).
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { preprocessCSS, type Plugin, type ResolvedConfig } from 'vite'

const VIRTUAL = 'virtual:admin-stylesheet'
const RESOLVED_VIRTUAL = `\0${VIRTUAL}`
/** A CSS file of the admin as its importers see it: a module of its class map (not named .css,
 * which Vite's CSS plugins would take for a stylesheet). */
const CLASS_MAP = '\0admin-class-map:'
const classMapId = (file: string) => `${CLASS_MAP}${file}.js`
const classMapFile = (id: string) => id.slice(CLASS_MAP.length, -'.js'.length)

export function adminStylesheet(adminDir: string): Plugin {
  // The admin's whole stylesheet, a file only the build sees.
  const stylesheet = path.join(adminDir, 'admin.css')
  const isStylesheet = (id: string) => id.split('?')[0] === stylesheet
  const isAdminCss = (file: string) =>
    file.startsWith(adminDir + path.sep) && file.endsWith('.css') && file !== stylesheet
  let config: ResolvedConfig
  let build = false
  const compiled = new Map<string, ReturnType<typeof preprocessCSS>>()
  const compile = (file: string) => {
    let result = compiled.get(file)
    if (!result) {
      result = readFile(file, 'utf8').then((source) => preprocessCSS(source, file, config))
      compiled.set(file, result)
    }
    return result
  }

  return {
    name: 'bilim-admin-stylesheet',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
      build = resolved.command === 'build' && !resolved.build.ssr
    },
    buildStart() {
      // A rebuild (`vite build --watch`) compiles the files again.
      compiled.clear()
    },
    async resolveId(source, importer, options) {
      if (source === VIRTUAL) return RESOLVED_VIRTUAL
      if (!build || !/\.css($|\?)/.test(source)) return null
      if (isStylesheet(source)) return source
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && isAdminCss(resolved.id) ? classMapId(resolved.id) : null
    },
    async load(id) {
      if (id === RESOLVED_VIRTUAL) {
        return build
          ? `import href from ${JSON.stringify(`${stylesheet}?url`)}; export default href`
          : 'export default null'
      }
      if (id.startsWith(CLASS_MAP)) {
        const { modules } = await compile(classMapFile(id))
        return `export default ${JSON.stringify(modules ?? {})}`
      }
      // The `?url` import itself is Vite's (it emits the asset); what it reads is this.
      if (isStylesheet(id) && !/[?&]url\b/.test(id)) {
        // Every file, in the order of their paths: the same stylesheet (and name) for the same
        // sources, whichever order the bundler loads them in.
        const files = (await readdir(adminDir, { recursive: true }))
          .map((name) => path.join(adminDir, name))
          .filter(isAdminCss)
          .sort()
        for (const file of files) this.addWatchFile(file)
        return (await Promise.all(files.map(compile))).map((result) => result.code).join('\n')
      }
      return null
    },
  }
}
