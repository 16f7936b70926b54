// The server-side rendering bundle: src/entry-server.tsx as one self-contained ES module that the
// Rust server evaluates in QuickJS. `vite build --config vite.ssr.config.ts` → dist-ssr/ssr.mjs,
// beside dist/ (which is served) rather than in it: the bundle is the server's, not the public's.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { reactRouterProduction } from './vite.shared'

// Code that never renders on the server, swapped for stubs so its modules (and their browser-only
// top-level code) stay out of the bundle: the forms' proof-of-work worker (the staff's app is
// aliased below).
//
// And what React's stream renderer for Bun asks of Node: entry-server.tsx streams with that build
// because it writes the page as strings, where the browser's encodes every piece to UTF-8 bytes
// that the render then decodes back (5 ms of a 30 ms first render in QuickJS). It requires `util`
// (a TextEncoder), `stream` and `crypto` for Node streams, which are never used here, and sizes
// finished segments with `Buffer.byteLength` only to decide when to outline a large boundary,
// which the render turns off (`progressiveChunkSize`): a string's length does for that.
const REACT_BUN_SERVER = /react-dom-server\.bun\.production\.js$/
function serverStubs(): Plugin {
  const stubs: Record<string, string> = {
    'altcha/workers/sha?worker': 'export default class Worker {}',
  }
  const nodeForReact: Record<string, string> = {
    util: 'export const TextEncoder = globalThis.TextEncoder',
    stream: 'export class Readable {}',
    crypto: 'export {}',
  }
  return {
    name: 'bilim-ssr-stubs',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id in stubs) return `\0stub:${id}`
      if (id in nodeForReact && importer && REACT_BUN_SERVER.test(importer))
        return `\0node-for-react:${id}`
      return null
    },
    load(id) {
      if (id.startsWith('\0stub:')) return stubs[id.slice('\0stub:'.length)]
      if (id.startsWith('\0node-for-react:'))
        return nodeForReact[id.slice('\0node-for-react:'.length)]
      return null
    },
    transform(code, id) {
      return REACT_BUN_SERVER.test(id)
        ? `var Buffer = { byteLength: (chunk) => chunk.length };\n${code}`
        : null
    },
  }
}

export default defineConfig({
  plugins: [serverStubs(), react()],
  resolve: {
    alias: [
      // The staff's app: its route renders null on the server (the admin is never server-rendered).
      {
        find: /^@\/admin$/,
        replacement: fileURLToPath(new URL('./src/ssr/stubs.ts', import.meta.url)),
      },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      reactRouterProduction,
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: {
    // Everything in the one file: QuickJS has no module loader here and no node_modules.
    noExternal: true,
    target: 'webworker',
    resolve: {
      conditions: ['worker', 'browser', 'module', 'import', 'default'],
      externalConditions: [],
    },
  },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    rolldownOptions: {
      // Dynamic imports (route families, language tables, text sections, forms) inlined: they
      // resolve in a microtask, and the render awaits them (allReady).
      output: { format: 'esm', codeSplitting: false, entryFileNames: 'ssr.mjs' },
    },
  },
})
