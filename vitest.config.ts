import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The slow tier: runs long by nature. The `slow` project runs them in full; `unit` runs a slice of
 * each, chosen by a seed that changes every run (`server/src/testing/slow-tier.ts`).
 */
const SLOW_TIER = [
  'server/src/bad-input.test.ts',
  'server/src/modules/ledger/money-storm.test.ts',
  'server/src/kill-mid-batch.test.ts',
  'server/src/shutdown.test.ts',
  'server/src/sign-in-flood.test.ts',
]

/**
 * Of the slow tier, what `unit` leaves out: the flood's bound (another user's sign-in within a
 * second while 400 arrive from one /48) is a time. It holds on a quiet machine (238 ms on
 * PostgreSQL, 295 ms on SQLite, the server compiled, 2026-11-28) and not on one busy with other work (2.0 s on two
 * loaded cores; decision 0059), so it runs in `npm run test:slow`, not in every run.
 */
const SLOW_ONLY = ['server/src/sign-in-flood.test.ts']

/** The server's tests (contracts, client core, server on both databases), whole or its slow tier. */
const serverTests = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The files of a worker share its modules instead of loading the server afresh for each
  // (the run took 317 s instead of 514 s). Every file makes its own database and app; what a
  // module holds for the whole process (the metrics registry, group commit's switch and
  // listeners) is read as a change from before, or put back by the test that sets it.
  isolate: false,
  // The run's seed, decided once and printed; the compiled server every server process of the
  // tests runs, built once (decision 0081).
  globalSetup: ['server/src/testing/seed-setup.ts', 'server/src/testing/server-build-setup.ts'],
}

// Unit suites: `unit` (contracts, client core, server on both databases), `web` (the app's components in
// jsdom) and `admin` (the console's framework-free helpers); `slow` (the slow tier in full); and `e2e`
// (browser journeys in Chromium against a real server on a built app).
export default defineConfig({
  test: {
    // Two test files at a time on the build machine's two cores: much of a server file's time is
    // spent waiting on PostgreSQL, which runs in processes of its own. The unit project took 256 s
    // with two, 320 s with one and 300 s with three (one loaded machine, in turn; decision 0057).
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...serverTests,
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW_ONLY],
        },
      },
      {
        // The slow tier in full (`npm run test:slow`); `unit` runs a slice of the same files.
        test: { ...serverTests, name: 'slow', include: SLOW_TIER },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: './admin/vite.config.ts',
        test: {
          name: 'admin',
          root: './admin',
          include: ['src/**/*.test.{ts,tsx}'],
          // The console's tests cover logic without a screen; a component test would want jsdom.
          environment: 'node',
          // The files share the worker's modules; none sets what another would read.
          isolate: false,
          // One test parses every console source file (3 s on a quiet machine, over 7 s on a busy
          // one): the default 5 s made it fail by the machine's load, not by the code.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page answers as soon as it can; under two journeys at a time on two cores, a round
          // trip and a render can take longer than polling's default second. A poll that matches
          // returns at once, so this costs nothing when the page is quick.
          expect: { poll: { timeout: 10_000 } },
          // Two journeys at a time, each with its own server and data folder. The journeys of a
          // worker share its modules (the server is loaded once) and its Chromium, each in contexts
          // of its own (e2e/support/browser.ts). Pages run with motion off: the kits' dialogs, lists
          // and toasts no longer move while a step clicks, which made two at a time flaky before.
          isolate: false,
          maxWorkers: 2,
        },
      },
    ],
  },
})
