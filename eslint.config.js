// Rules that matter are held here, not only in prose: layer boundaries and no focused/skipped tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// it.only, test.skip, describe.fixme, test.describe.only, test.describe.parallel.skip... whether called
// (`test.skip('…', fn)`, `test.skip(condition)` inside a test) or only named (`const t = it.skip`).
const TEST_OBJECT = '/^(it|test|describe|suite)$/';
const NOT_RUN = '/^(only|skip|skipIf|todo|fixme)$/';
const noFocusedTests = [1, 2, 3].map((depth) => ({
  selector: `MemberExpression[${'object.'.repeat(depth)}name=${TEST_OBJECT}][property.name=${NOT_RUN}]`,
  message: 'Focused, skipped, fixme and todo tests are not allowed: a test runs or it is deleted.',
}));

// The environment is parsed in one place (lib/env.ts): a variable read anywhere else escapes its
// validation and its default.
const oneEnvModule = {
  object: 'process', property: 'env',
  message: 'Read the environment through lib/env.ts (env, envNow), where it is validated.',
};

export default tseslint.config(
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'lib/db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...noFocusedTests],
    },
  },
  {
    files: ['lib/**/*.ts', 'server.ts'],
    ignores: ['lib/env.ts', '**/*.test.ts'],
    rules: { 'no-restricted-properties': ['error', oneEnvModule] },
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
