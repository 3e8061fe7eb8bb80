import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Layer boundaries (DESIGN.md §3): web ↛ server, shared ↛ web/server.
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.data-e2e/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['#server/*', '**/server/**'], 'The web app must not import server code.'),
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbid(
      ['#server/*', '#web/*', '**/server/**', '**/web/**'],
      'Shared code imports neither server nor web.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid(['#web/*', '**/web/**'], 'Server code must not import web code.'),
  },
);
