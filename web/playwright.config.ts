import { defineConfig, devices } from '@playwright/test'

// End-to-end tests against the real server: e2e/global-setup.ts starts `bilim serve` on a free
// loopback port with a fresh data dir and the built app (dist/), and stops it afterwards. Set
// BILIM_E2E_URL to test a server that is already running instead.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // The machine has two cores, and the server is one of the processes.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.BILIM_E2E_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's chromium: Playwright never downloads a browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: /(screenshots|weigh)\.spec\.ts/,
    },
    {
      // Pictures of every page for a person to judge: `npm run e2e:screenshots`.
      name: 'screenshots',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /screenshots\.spec\.ts/,
    },
    {
      // The first-load JavaScript of every route: `npm run e2e:weigh`.
      name: 'weigh',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: /weigh\.spec\.ts/,
    },
  ],
})
