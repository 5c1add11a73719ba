import { defineConfig } from 'vitest/config'

// Unit suites: `unit` (contracts, client core, server on both databases), `web` (the app's components in
// jsdom) and `admin` (the console's framework-free helpers); and `e2e` (browser journeys in Chromium
// against a real server on a built app).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files of a worker share its modules instead of loading the server afresh for each
          // (the run took 317 s instead of 514 s). Every file makes its own database and app; what a
          // module holds for the whole process (the metrics registry, group commit's switch and
          // listeners) is read as a change from before, or put back by the test that sets it.
          isolate: false,
        },
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
          // One journey at a time. Two at a time (each with its own server and data folder) took a
          // third off the run, but on two cores the console's journeys then missed their waits in
          // two clean-checkout runs out of four, each time a different one.
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
})
