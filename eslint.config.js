// The guard-rails: type-aware TypeScript rules, React hooks and accessibility rules, and the
// architecture's import directions as lint errors (docs/architecture.md, "Guard-rails";
// docs/decisions/0015-guard-rails.md). Formatting is Prettier's job, so its clashing rules are off.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The import directions (import-x/no-restricted-paths zones: `target` may not import `from`). */
const boundaries = [
  // shared/ is the contract both sides build on: it imports neither.
  { target: './src/shared', from: ['./src/web', './src/server'], message: 'src/shared imports neither the browser nor the server.' },
  { target: './src/web', from: './src/server', message: 'The browser never imports server code: share it through src/shared.' },
  { target: './src/server', from: './src/web', message: 'The server never imports browser code: share it through src/shared.' },
  // Browser: app -> features -> components, lib, i18n. A feature is imported only by app/.
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to components/ or lib/, or compose them in app/.',
  })),
  {
    target: ['./src/web/components', './src/web/lib', './src/web/i18n'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared browser code (components, lib, i18n) does not import features or the app.',
  },
  { target: './src/web/features', from: './src/web/app', message: 'Features do not import the app that composes them.' },
  // Server: app.ts -> modules -> plugins, adapters, db, config. Lower layers get what they need
  // from modules injected by app.ts.
  {
    target: ['./src/server/adapters', './src/server/plugins', './src/server/db', './src/server/config'],
    from: './src/server/modules',
    message: 'Adapters, plugins, db and config do not import modules: take what you need as a parameter from app.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
      '.data/**',
      // Scratch space of local experiments (gitignored).
      '.tmp/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    // Without the TypeScript extensions and parser, import-x follows no .ts import and
    // no-cycle silently finds nothing.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify plugins and hooks are async by contract (a plugin without `done` returns a
      // promise), and adapters implement async interfaces: an async function without `await` is
      // how those are written, not a mistake.
      '@typescript-eslint/require-await': 'off',
      // Fastify and React handlers return promises by design; a forgotten await elsewhere is still an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      // Kebab-case file and folder names, as in docs/architecture.md.
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'e2e/**/*.ts': 'KEBAB_CASE', 'scripts/**/*.{ts,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE', 'scripts/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests read API answers (`response.json()`, `page.evaluate`) as `any` and check them with
    // assertions; typing each one would only repeat the contracts the assertions already check.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'src/server/test/**/*.ts', 'src/web/test/**/*.{ts,tsx}', 'src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // The boot script runs in the page before the bundle (theme and language before first paint).
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Plain JavaScript files (this one, the npm helpers) are not part of the TypeScript project.
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  eslintConfigPrettier,
);
