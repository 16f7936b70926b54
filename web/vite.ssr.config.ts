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
function serverStubs(): Plugin {
  const stubs: Record<string, string> = {
    'altcha/workers/sha?worker': 'export default class Worker {}',
  }
  return {
    name: 'bilim-ssr-stubs',
    enforce: 'pre',
    resolveId(id) {
      return id in stubs ? `\0stub:${id}` : null
    },
    load(id) {
      return id.startsWith('\0stub:') ? stubs[id.slice(6)] : null
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
