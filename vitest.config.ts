import { defineConfig } from 'vitest/config'

// One runner, three projects: pure packages, the server (API tests through inject against a real
// database: PGlite by default, PostgreSQL when SIAM_TEST_DB=pg), and the React apps under happy-dom.
export default defineConfig({
  test: {
    // Two files at a time suits a 2-core machine (each server file runs its own PGlite in WASM).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // The randomized tests run ten times longer under PROPERTY_FULL=1; no test races the clock.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // A worker keeps its imported modules from one file to the next: the server's module graph
          // (Fastify, drizzle, zod contracts, every module) took seconds to import per file, a third of
          // the tier. Each file still builds its own app, clock and database (test/harness.ts), and no
          // server module keeps state of its own at module level (nor may one: see the README's tests).
          isolate: false,
          // Ceilings for a hang, not measures of speed: the machine may be loaded (issue 10).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            // the web build's own plugins
            'apps/web/*.test.ts',
            'apps/console/src/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          setupFiles: ['./vitest.dom-setup.ts'],
          // Generous: a test's time is no measure of its behaviour on a loaded machine (see the setup file).
          testTimeout: 60_000,
        },
      },
    ],
  },
})
