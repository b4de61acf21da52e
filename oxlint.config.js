// The guard-rails (docs/architecture.md, "Guard-rails"; docs/decisions/0015-guard-rails.md): the
// rules of ESLint's `recommended`, typescript-eslint's `recommendedTypeChecked` (type-aware, through
// oxlint-tsgolint), react-hooks' `recommended` (the React Compiler's rules included), jsx-a11y's
// `recommended`, no import cycle, and the architecture's import directions as lint errors.
// Oxlint runs them natively; the two ESLint plugins it has no rules of (eslint-plugin-import-x's
// boundaries, eslint-plugin-check-file's naming) run inside it as JS plugins. ESLint with
// typescript-eslint cost 206 s of CPU a run, oxlint 30 s (docs/benchmarks.md, "Lint").
// Formatting is Prettier's job: no rule here is about layout.
import { readdirSync } from 'node:fs';

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
  // Server: app.ts -> modules -> platform, plugins, adapters, db, config. Lower layers get what they need
  // from modules injected by app.ts.
  {
    target: ['./src/server/adapters', './src/server/plugins', './src/server/db', './src/server/config', './src/server/platform'],
    from: './src/server/modules',
    message: 'Adapters, plugins, db, config and platform do not import modules: take what you need as a parameter from app.ts.',
  },
];

const errors = (names) => Object.fromEntries(names.map((name) => [name, 'error']));
const off = (names) => Object.fromEntries(names.map((name) => [name, 'off']));

/** ESLint's `recommended` (no-dupe-args and no-octal are syntax errors in modules already). */
const eslintRecommended = [
  'constructor-super',
  'for-direction',
  'getter-return',
  'no-async-promise-executor',
  'no-case-declarations',
  'no-class-assign',
  'no-compare-neg-zero',
  'no-cond-assign',
  'no-const-assign',
  'no-constant-binary-expression',
  'no-constant-condition',
  'no-control-regex',
  'no-debugger',
  'no-delete-var',
  'no-dupe-class-members',
  'no-dupe-else-if',
  'no-dupe-keys',
  'no-duplicate-case',
  'no-empty',
  'no-empty-character-class',
  'no-empty-pattern',
  'no-empty-static-block',
  'no-ex-assign',
  'no-extra-boolean-cast',
  'no-fallthrough',
  'no-func-assign',
  'no-global-assign',
  'no-import-assign',
  'no-invalid-regexp',
  'no-irregular-whitespace',
  'no-loss-of-precision',
  'no-misleading-character-class',
  'no-new-native-nonconstructor',
  'no-nonoctal-decimal-escape',
  'no-obj-calls',
  'no-prototype-builtins',
  'no-redeclare',
  'no-regex-spaces',
  'no-self-assign',
  'no-setter-return',
  'no-shadow-restricted-names',
  'no-sparse-arrays',
  'no-this-before-super',
  'no-unreachable',
  'no-unsafe-finally',
  'no-unsafe-negation',
  'no-unsafe-optional-chaining',
  'no-unused-labels',
  'no-unused-private-class-members',
  'no-useless-backreference',
  'no-useless-catch',
  'no-useless-escape',
  'no-with',
  'require-yield',
  'use-isnan',
  'valid-typeof',
];

/** What typescript-eslint's `eslint-recommended` turns off in TypeScript files: the compiler checks it. */
const checkedByTypeScript = [
  'constructor-super',
  'getter-return',
  'no-class-assign',
  'no-const-assign',
  'no-dupe-class-members',
  'no-dupe-keys',
  'no-func-assign',
  'no-import-assign',
  'no-new-native-nonconstructor',
  'no-obj-calls',
  'no-redeclare',
  'no-setter-return',
  'no-this-before-super',
  'no-unreachable',
  'no-unsafe-negation',
  'no-with',
];

/** typescript-eslint's `recommendedTypeChecked` rules that need no types. */
const typescriptSyntactic = [
  'no-array-constructor',
  'no-unused-expressions',
  'typescript/ban-ts-comment',
  'typescript/no-duplicate-enum-values',
  'typescript/no-empty-object-type',
  'typescript/no-explicit-any',
  'typescript/no-extra-non-null-assertion',
  'typescript/no-misused-new',
  'typescript/no-namespace',
  'typescript/no-non-null-asserted-optional-chain',
  'typescript/no-require-imports',
  'typescript/no-this-alias',
  'typescript/no-unnecessary-type-constraint',
  'typescript/no-unsafe-declaration-merging',
  'typescript/no-unsafe-function-type',
  'typescript/no-wrapper-object-types',
  'typescript/prefer-as-const',
  'typescript/prefer-namespace-keyword',
  'typescript/triple-slash-reference',
];

/** typescript-eslint's `recommendedTypeChecked` rules that read types (run by oxlint-tsgolint). */
const typescriptTypeAware = [
  'typescript/await-thenable',
  'typescript/no-array-delete',
  'typescript/no-base-to-string',
  'typescript/no-duplicate-type-constituents',
  'typescript/no-floating-promises',
  'typescript/no-for-in-array',
  'typescript/no-implied-eval',
  'typescript/no-misused-promises',
  'typescript/no-redundant-type-constituents',
  'typescript/no-unnecessary-type-assertion',
  'typescript/no-unsafe-argument',
  'typescript/no-unsafe-assignment',
  'typescript/no-unsafe-call',
  'typescript/no-unsafe-enum-comparison',
  'typescript/no-unsafe-member-access',
  'typescript/no-unsafe-return',
  'typescript/no-unsafe-unary-minus',
  'typescript/only-throw-error',
  'typescript/prefer-promise-reject-errors',
  'typescript/restrict-plus-operands',
  'typescript/restrict-template-expressions',
  'typescript/unbound-method',
];

/** react-hooks' `recommended`: the two classic rules and the React Compiler's (config and gating check compiler options we do not set). */
const reactHooks = {
  'react-hooks/rules-of-hooks': 'error',
  'react-hooks/exhaustive-deps': 'warn',
  ...errors([
    'react-hooks/static-components',
    'react-hooks/use-memo',
    'react-hooks/preserve-manual-memoization',
    'react-hooks/immutability',
    'react-hooks/globals',
    'react-hooks/refs',
    'react-hooks/set-state-in-effect',
    'react-hooks/error-boundaries',
    'react-hooks/purity',
    'react-hooks/set-state-in-render',
  ]),
  'react-hooks/incompatible-library': 'warn',
  'react-hooks/unsupported-syntax': 'warn',
};

/** jsx-a11y's `recommended`, with the options it sets. */
const jsxA11y = {
  ...errors([
    'jsx-a11y/alt-text',
    'jsx-a11y/anchor-has-content',
    'jsx-a11y/anchor-is-valid',
    'jsx-a11y/aria-activedescendant-has-tabindex',
    'jsx-a11y/aria-props',
    'jsx-a11y/aria-proptypes',
    'jsx-a11y/aria-role',
    'jsx-a11y/aria-unsupported-elements',
    'jsx-a11y/autocomplete-valid',
    'jsx-a11y/click-events-have-key-events',
    'jsx-a11y/heading-has-content',
    'jsx-a11y/html-has-lang',
    'jsx-a11y/iframe-has-title',
    'jsx-a11y/img-redundant-alt',
    'jsx-a11y/label-has-associated-control',
    'jsx-a11y/media-has-caption',
    'jsx-a11y/mouse-events-have-key-events',
    'jsx-a11y/no-access-key',
    'jsx-a11y/no-autofocus',
    'jsx-a11y/no-distracting-elements',
    'jsx-a11y/no-redundant-roles',
    'jsx-a11y/role-has-required-aria-props',
    'jsx-a11y/role-supports-aria-props',
    'jsx-a11y/scope',
    'jsx-a11y/tabindex-no-positive',
  ]),
  'jsx-a11y/interactive-supports-focus': [
    'error',
    { tabbable: ['button', 'checkbox', 'link', 'searchbox', 'spinbutton', 'switch', 'textbox'] },
  ],
  'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation'], canvas: ['img'] }],
  'jsx-a11y/no-noninteractive-element-interactions': [
    'error',
    {
      handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
      alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
      body: ['onError', 'onLoad'],
      dialog: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
      iframe: ['onError', 'onLoad'],
      img: ['onError', 'onLoad'],
    },
  ],
  'jsx-a11y/no-noninteractive-element-to-interactive-role': [
    'error',
    {
      ul: ['listbox', 'menu', 'menubar', 'radiogroup', 'tablist', 'tree', 'treegrid'],
      ol: ['listbox', 'menu', 'menubar', 'radiogroup', 'tablist', 'tree', 'treegrid'],
      li: ['menuitem', 'menuitemradio', 'menuitemcheckbox', 'option', 'row', 'tab', 'treeitem'],
      table: ['grid'],
      td: ['gridcell'],
      fieldset: ['radiogroup', 'presentation'],
    },
  ],
  'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel'], allowExpressionValues: true }],
  'jsx-a11y/no-static-element-interactions': [
    'error',
    { allowExpressionValues: true, handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'] },
  ],
};

export default {
  plugins: ['typescript', 'import'],
  // Only the rules listed here: oxlint's own default set is not part of the guard-rails.
  categories: { correctness: 'off' },
  options: { typeAware: true },
  env: { builtin: true, node: true },
  ignorePatterns: [
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
  // The plugins oxlint has no native rules of; oxlint reserves the name import-x for its own `import` plugin.
  jsPlugins: [{ name: 'import-x-js', specifier: 'eslint-plugin-import-x' }, 'eslint-plugin-check-file'],
  settings: {
    // import-x's resolver for the boundaries: without the TypeScript extensions it resolves no
    // `.ts` import and no zone is ever crossed.
    'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  },
  rules: {
    ...errors(eslintRecommended),
    ...errors(typescriptSyntactic),
    ...errors(typescriptTypeAware),
    'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    'typescript/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    // Fastify plugins and hooks are async by contract (a plugin without `done` returns a
    // promise), and adapters implement async interfaces: an async function without `await` is
    // how those are written, not a mistake. So typescript/require-await is not listed.
    // Fastify and React handlers return promises by design; a forgotten await elsewhere is still an error.
    'typescript/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
    'import-x-js/no-restricted-paths': ['error', { zones: boundaries }],
    // Oxlint's cycle check walks the module graph once; import-x's re-parsed every file it followed.
    'import/no-cycle': ['error', { ignoreExternal: true }],
    'import/no-self-import': 'error',
    'import-x-js/no-useless-path-segments': 'error',
    // Kebab-case file and folder names, as in docs/architecture.md.
    'check-file/filename-naming-convention': [
      'error',
      { 'src/**/*.{ts,tsx}': 'KEBAB_CASE', 'e2e/**/*.ts': 'KEBAB_CASE', 'scripts/**/*.{ts,mjs}': 'KEBAB_CASE' },
      { ignoreMiddleExtensions: true },
    ],
    // No function over 120 lines (docs/architecture.md, "Guard-rails"): a longer one does several
    // jobs. Data tables are arrays, not functions; tests' describe blocks are exempt below.
    'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE', 'scripts/**/': 'KEBAB_CASE' }],
  },
  overrides: [
    {
      files: ['**/*.{ts,tsx}'],
      rules: { ...off(checkedByTypeScript), ...errors(['no-var', 'prefer-const', 'prefer-rest-params', 'prefer-spread']) },
    },
    {
      files: ['src/web/**/*.{ts,tsx}'],
      plugins: ['react'],
      env: { browser: true },
      rules: reactHooks,
    },
    {
      files: ['src/web/**/*.tsx'],
      plugins: ['jsx-a11y'],
      rules: jsxA11y,
    },
    {
      // Tests read API answers (`response.json()`, `page.evaluate`) as `any` and check them with
      // assertions; typing each one would only repeat the contracts the assertions already check.
      files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'src/server/test/**/*.ts', 'src/web/test/**/*.{ts,tsx}', 'src/test/**/*.ts'],
      rules: off([
        'max-lines-per-function',
        'typescript/no-unsafe-member-access',
        'typescript/no-unsafe-assignment',
        'typescript/no-unsafe-argument',
        'typescript/no-unsafe-return',
        'typescript/no-unsafe-call',
      ]),
    },
    {
      // The boot script runs in the page before the bundle (theme and language before first paint).
      files: ['src/web/public/**/*.js'],
      env: { browser: true },
    },
    {
      // Plain JavaScript files (this one, the npm helpers) are not part of the TypeScript project.
      files: ['**/*.{js,mjs}'],
      rules: { ...off(typescriptTypeAware), 'no-undef': 'error' },
    },
  ],
};
