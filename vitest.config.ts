import { defineConfig } from 'vitest/config';
import { WEB_FILES_THAT_MOCK_MODULES } from './src/test/web-files-that-mock-modules';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Vitest's default is one worker fewer than the cores: one on these 2-core machines. The
    // database tests spend much of their time waiting on PostgreSQL, so both cores are kept busy
    // (docs/architecture.md, Tests).
    maxWorkers: 2,
    // expect.poll waits on state, never on speed: its default of 1 s failed on a machine busy with
    // other work, where a background task may wait that long for a core (docs/architecture.md, Tests).
    expect: { poll: { timeout: 30_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'src/test/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          // A server test file builds its own app over its own database and shares no state
          // through modules, so its worker keeps the modules it loaded for the next file instead
          // of loading the app and its libraries again (a third of the run's time; the two files
          // that mock a module or an environment variable undo it after each test;
          // docs/architecture.md, Tests).
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/patient-waits.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: WEB_FILES_THAT_MOCK_MODULES,
          environment: 'jsdom',
          // As the server's: a worker keeps the app's modules and React for its next file instead
          // of loading them again (two thirds of the web tests' CPU). The app's module-level stores
          // (session, toasts) and the page are reset after every test (src/web/test/setup.ts).
          isolate: false,
          // Whole forms are filled in some tests: generous on a loaded machine, where 5 s is not
          // (docs/architecture.md, Tests). Nothing here waits on the clock: timers are faked.
          testTimeout: 30000,
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/patient-waits.ts', 'src/web/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-mocks',
          include: WEB_FILES_THAT_MOCK_MODULES,
          environment: 'jsdom',
          testTimeout: 30000,
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/patient-waits.ts', 'src/web/test/setup.ts'],
        },
      },
    ],
  },
});
