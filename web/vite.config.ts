/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { adminStylesheet } from './vite.admin-stylesheet'
import { reactRouterProduction } from './vite.shared'

// The Rust server serves dist/: hashed files under /assets/ (immutable) and index.html for every
// other non-API path. It sends the .gz/.br twins emitted here instead of compressing per request.
const api = process.env.BILIM_API ?? 'http://127.0.0.1:8080'

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    adminStylesheet(fileURLToPath(new URL('./src/admin', import.meta.url))),
    compression({
      include: /\.(js|mjs|css|html|svg)$/,
      algorithms: ['gzip', 'brotliCompress'],
      threshold: 0,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  server: {
    proxy: {
      '/api': api,
      '/assets/media': api,
    },
  },
  preview: {
    proxy: {
      '/api': api,
      '/assets/media': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // No <link rel="modulepreload"> for the entry's imports nor for a lazy page's: on a slow
    // phone they competed with the stylesheets and the first picture before the first paint,
    // which the server's HTML makes without any script. The scripts load as the entry imports
    // them and hydrate the page a little later (first contentful paint 2.9 s with the preloads,
    // 1.9-2.2 s without, in Lighthouse's mobile setting).
    modulePreload: false,
    // One stylesheet for the whole app, cached across pages, instead of one per chunk: a page
    // linked up to ten (the entry's, its family's and each shared block's), all render-blocking.
    // Lighthouse mobile, median of 5: /en/education/bachelor 93 -> 98 (FCP 1.97 -> 1.81 s),
    // /grants 96 -> 100 (FCP 1.67 -> 1.20 s), / unchanged at 97. The staff's styles are not in
    // it: adminStylesheet() gives the admin a stylesheet of its own.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs, in one long-cached chunk that survives app deploys.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Both cores (vitest leaves one free by default): the suite takes two thirds of the time.
    maxWorkers: 2,
    // The admin's edit form tests type into many fields: past the default 5 s when both cores are
    // busy. A hung test still fails.
    testTimeout: 30_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}))
