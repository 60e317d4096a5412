// Rules that matter are held here, not only in prose: layer boundaries and no focused/skipped tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noFocusedTests = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]",
  message: 'Focused, skipped and todo tests are not allowed: a test runs or it is deleted.',
};

export default tseslint.config(
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'lib/db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    // Plain Node scripts (run before or without TypeScript).
    files: ['**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    // The domain knows nothing of HTTP, Next or the UI.
    files: ['lib/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['next', 'next/*', 'next-auth', 'next-auth/*'], message: 'lib/domain must not depend on Next.' },
          { group: ['hono', 'hono/*', '@hono/*'], message: 'lib/domain must not depend on the HTTP layer.' },
          { group: ['**/api/*', '**/app/*', '**/components/*'], message: 'lib/domain is called by the API and pages, never the reverse.' },
        ],
      }],
    },
  },
);
