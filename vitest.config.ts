import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    // Vitest's default is one worker fewer than the cores: one on these 2-core machines. The
    // database tests spend much of their time waiting on PostgreSQL, so both cores are kept busy
    // (docs/architecture.md, Tests).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          setupFiles: ['src/test/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Whole forms are filled in some tests: generous on a loaded machine, where 5 s is not
          // (docs/architecture.md, Tests). Nothing here waits on the clock: timers are faked.
          testTimeout: 30000,
          setupFiles: ['src/test/fail-on-console-error.ts', 'src/web/test/setup.ts'],
        },
      },
    ],
  },
});
