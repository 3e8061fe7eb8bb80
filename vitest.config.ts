import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core, not Vitest's default of one fewer: API files mostly wait on their
    // database, so the second core of a 2-core machine was idle (docs/decisions/019).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'lint/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // The components' tests need a DOM: they run in the 'components' project below.
          exclude: [...configDefaults.exclude, 'src/web/**/*.test.tsx'],
          environment: 'node',
          // A file's first place test builds the place index, about a second's work that took
          // over 5 s (the default) on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'components',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          // Typing a whole listing form key by key takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // *.postgres.test.ts need a PostgreSQL server: they run in CI's DATABASE_URL pass.
          exclude: process.env.DATABASE_URL
            ? configDefaults.exclude
            : [...configDefaults.exclude, 'tests/api/**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          // Each file builds its own app on its own database, so files need no fresh module graph:
          // re-importing the server (Fastify, better-auth, the AWS SDK, sharp…) for every file
          // cost seconds per file (docs/decisions/016).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
