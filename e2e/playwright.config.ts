import { defineConfig } from '@playwright/test'
import { serverNodeFlagsOf } from '../scripts/server-node-flags'

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) at a phone's 375x812,
 * against a real server on a fresh embedded database seeded with the demo city.
 *
 * Spec files run on E2E_WORKERS workers (2 by default: most of a journey is waiting for the server,
 * the browser and the pages' polls, so two overlap well on 2 cores). Each worker has a server of its
 * own on its own fresh database (ports E2E_PORT, E2E_PORT + 1, ...), so no journey sees another's
 * orders, balances or the dev clock the member corner moves on; a file's tests stay together, in order.
 */
const PORT = Number(process.env.E2E_PORT ?? 8190)
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
/** Set by Playwright in each worker process (0 .. workers - 1), also when a worker is replaced. */
const WORKER_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
const serverUrl = (slot: number) => `http://127.0.0.1:${PORT + slot}`

export default defineConfig({
  testDir: './tests',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: './artifacts/test-results',
  use: {
    baseURL: serverUrl(WORKER_SLOT),
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
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    // A fresh database directory per run, so every worker's journeys start from the seeded demo city.
    command: `rm -rf ../data/e2e/${slot} && node ${serverNodeFlagsOf('serve').join(' ')} ../apps/server/dist/main.mjs`,
    env: {
      PORT: String(PORT + slot),
      HOST: '127.0.0.1',
      PGLITE_DIR: `../data/e2e/${slot}/pglite`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JOB_POLL_MS: '500',
      NODE_ENV: 'demo',
      // Every journey asks for its codes from this one machine's address.
      EMAIL_CODES_PER_IP_PER_HOUR: '1000',
      // the member corner's journey moves time past the reward crediting day (DEV_CLOCK, decision 0022)
      DEV_CLOCK: 'true',
    },
    url: `${serverUrl(slot)}/siam-server/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
})
