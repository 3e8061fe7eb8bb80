import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundariesPlugin } from './lint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.data-e2e/**',
      '.data-bench/**',
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
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layers, components ↛ features, features only through index.ts and without cycles,
    // modules never through another module's repo: docs/decisions/008-import-boundaries.md.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { carenest: boundariesPlugin },
    rules: { 'carenest/boundaries': 'error' },
  },
  {
    // A function with more than 10 paths moves its rules into pure, unit-tested functions:
    // docs/decisions/018-complexity-limit.md.
    files: [
      'src/**/*.{ts,tsx}',
      'tests/**/*.ts',
      'lint/**/*.{js,ts}',
      'scripts/**/*.{mjs,ts}',
      'bench/**/*.{mjs,ts}',
    ],
    rules: { complexity: ['error', 10] },
  },
);
