import { defineConfig } from '@playwright/test'

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) at a phone's 375x812,
 * against a real server on a fresh embedded database seeded with the demo city.
 */
const PORT = Number(process.env.E2E_PORT ?? 8190)
export const BASE_URL = `http://127.0.0.1:${PORT}`

export default defineConfig({
  testDir: './tests',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './artifacts/test-results',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    // The app's service worker (issue 16) would answer some calls from its caches and hide requests
    // from page.route: the journeys run without it; tests/pwa-offline.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
  webServer: {
    // A fresh database directory per run, so the journey starts from the seeded demo city.
    command: `rm -rf ../data/e2e && node --max-semi-space-size=4 ../apps/server/dist/main.mjs`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: '../data/e2e/pglite',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JOB_POLL_MS: '500',
      NODE_ENV: 'demo',
      // Every journey asks for its codes from this one machine's address.
      EMAIL_CODES_PER_IP_PER_HOUR: '1000',
      // the member corner's journey moves time past the reward crediting day (DEV_CLOCK, decision 0022)
      DEV_CLOCK: 'true',
    },
    url: `${BASE_URL}/siam-server/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
