// One lint config for the workspace; project boundaries are enforced with import restrictions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import * as routerFacade from './tools/rspack/react-router-facade.mjs';
import zones from './tools/eslint/feature-zones.mjs';
import pagePaths from './tools/eslint/page-paths-owner.mjs';

const APPS = ['shell', 'clients-mfe', 'catalogue-mfe', 'programmes-mfe', 'agenda-mfe', 'api'];

/**
 * Public entries besides a lib's index: ui's styles, contracts' constants without zod, and the runtime's data side
 * (axios, react-query): the light first pages load neither of the last two's heavier siblings.
 */
const PUBLIC_SUBPATHS = ['!@meche/ui/styles.css', '!@meche/contracts/constants', '!@meche/runtime/data'];

/**
 * The router is shared as a facade (tools/rspack/react-router-facade.mjs): only its names exist at run time, and
 * react-router imported directly would be a second, unshared router.
 */
const ROUTER_TYPES = ['RouteObject', 'NavigateFunction', 'Location', 'Params', 'To', 'LinkProps', 'NavLinkProps'];
const ROUTER_PATHS = [
  {
    name: 'react-router-dom',
    allowImportNames: [...Object.keys(routerFacade), ...ROUTER_TYPES],
    message: 'Not in the shared router facade: add it to tools/rspack/react-router-facade.mjs first.',
  },
  { name: 'react-router', message: "Import 'react-router-dom' (the shared router); react-router alone is not shared." },
];

/** The page's one HTTP client is the runtime's: anyone else importing axios would make a second one. */
const HTTP_PATHS = [{ name: 'axios', message: "Use the one HTTP client, `http` from '@meche/runtime/data'." }];

/** No deep imports into a lib, no app importing an app, no relative escape out of a project. */
const boundaries = (self) => ({
  paths: self === 'api' ? ROUTER_PATHS : [...ROUTER_PATHS, ...HTTP_PATHS],
  patterns: [
    {
      group: ['@meche/*/*', ...PUBLIC_SUBPATHS],
      message: 'Import a lib through its public index (@meche/<lib>), never its internals.',
    },
    {
      group: APPS.filter((a) => a !== self).map((a) => `@meche/${a}`),
      message: 'Apps never import other apps.',
    },
    {
      group: ['../../*', '../../../*'],
      message: 'Stay inside your project: reach other projects through @meche/* only.',
    },
  ],
});

/** What every lib but the contract libs and the runtime is kept from. */
const LIB_PATTERNS = [
  { group: ['@meche/*/*', ...PUBLIC_SUBPATHS], message: 'Import a lib through its public index.' },
  { group: APPS.map((a) => `@meche/${a}`), message: 'A lib never imports an app.' },
  { group: ['../../*', '../../../*'], message: 'Stay inside your project.' },
];

const projects = [
  ...APPS.map((a) => ({ dir: `apps/${a}`, self: a })),
  ...['contracts', 'api-client', 'runtime', 'remote-contract', 'page-paths', 'ui', 'front-kit', 'dev-shell', 'testing'].map((l) => ({ dir: `libs/${l}`, self: l })),
];

/**
 * Each remote's feature folders (tools/eslint/feature-zones.mjs): every folder under a remote's `src/` is a feature,
 * `shared` folders are used by several features, `composers` build one page out of several features (the client file
 * shows the consent, photos, visits… panels).
 */
const REMOTE_ZONES = [
  { root: 'apps/clients-mfe/src', shared: ['form'], composers: ['detail'] },
  { root: 'apps/catalogue-mfe/src', shared: ['product-form', 'category-form', 'testing'], composers: [] },
  { root: 'apps/programmes-mfe/src', shared: ['shared', 'programme-print'], composers: [] },
  { root: 'apps/agenda-mfe/src', shared: [], composers: [] },
];
/** Each app's module of @meche/page-paths: the only one it imports (tools/eslint/page-paths-owner.mjs). */
const PAGE_PATHS_OWNERS = { shell: 'shell', 'clients-mfe': 'clients', 'catalogue-mfe': 'catalogue', 'programmes-mfe': 'programmes', 'agenda-mfe': 'agenda' };
const workspace = (dir) => fileURLToPath(new URL(`./${dir}`, import.meta.url));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // No pattern whose time grows faster than its input: user text reaches patterns in the API, the contracts and the
    // remotes, and one quadratic pattern on the event loop stalls every practice (issue 23). Backtracking (two
    // quantifiers trading characters) and moves (a pattern retried from every position) are both errors.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': ['error', { ignorePartial: false }],
    },
  },
  ...projects.map(({ dir, self }) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', boundaries(self)] },
  })),
  ...REMOTE_ZONES.map(({ root, shared, composers }) => ({
    files: [`${root}/**/*.{ts,tsx}`],
    plugins: { zones },
    rules: { 'zones/feature-zones': ['error', { root: workspace(root), shared, composers }] },
  })),
  ...Object.entries(PAGE_PATHS_OWNERS).map(([app, own]) => ({
    files: [`apps/${app}/src/**/*.{ts,tsx}`],
    // Tests and their helpers state the addresses a user sees; a remote's standalone dev page (bootstrap) stands in
    // for the remotes around it and never ships.
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', `apps/${app}/src/bootstrap.tsx`],
    plugins: { 'page-paths': pagePaths },
    rules: {
      'page-paths/page-paths-owner': [
        'error',
        { own, index: workspace('libs/page-paths/src/index.ts'), appModules: Object.values(PAGE_PATHS_OWNERS) },
      ],
    },
  })),
  {
    files: ['libs/contracts/**/*.ts', 'libs/remote-contract/**/*.ts', 'libs/page-paths/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@meche/*'], message: 'The contract libs import nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['libs/**/*.{ts,tsx}'],
    ignores: ['libs/contracts/**', 'libs/remote-contract/**', 'libs/page-paths/**', 'libs/runtime/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...ROUTER_PATHS, ...HTTP_PATHS], patterns: LIB_PATTERNS }] },
  },
  {
    // ui holds pure components: what they show comes in through props, never from a query, the session or a form
    // library. The app plumbing that binds them to those lives in front-kit.
    files: ['libs/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...ROUTER_PATHS, ...HTTP_PATHS],
          patterns: [
            ...LIB_PATTERNS,
            {
              group: ['@tanstack/*', '@meche/api-client', '@meche/runtime', '@meche/front-kit', 'react-hook-form', '@hookform/*'],
              message: 'ui holds pure components: data, session and form plumbing belong in @meche/front-kit.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared singleton: it may depend only on the contract libs (and the pages' paths, which import nothing), so every app can take the shell's copy; its entries
    // reach each other through the package name, so the page's one copy is the one used.
    files: ['libs/runtime/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PATHS,
          patterns: [
            { group: ['@meche/*', '!@meche/contracts', '!@meche/contracts/constants', '!@meche/page-paths', '!@meche/remote-contract', '!@meche/runtime', '!@meche/runtime/data'], message: 'The runtime depends on the contract libs and page-paths only.' },
            { group: ['../../*', '../../../*'], message: 'Stay inside your project.' },
          ],
        },
      ],
    },
  },
);
