// One lint config for the workspace; project boundaries are enforced with import restrictions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import * as routerFacade from './tools/rspack/react-router-facade.mjs';

const APPS = ['shell', 'clients-mfe', 'catalogue-mfe', 'programmes-mfe', 'api'];

/** Public entries besides a lib's index: its styles, and contracts' constants without zod (light first pages). */
const PUBLIC_SUBPATHS = ['!@meche/ui/styles.css', '!@meche/contracts/constants'];

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

/** No deep imports into a lib, no app importing an app, no relative escape out of a project. */
const boundaries = (self) => ({
  paths: ROUTER_PATHS,
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

const projects = [
  ...APPS.map((a) => ({ dir: `apps/${a}`, self: a })),
  ...['contracts', 'api-client', 'auth', 'ui', 'dev-shell'].map((l) => ({ dir: `libs/${l}`, self: l })),
];

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
  ...projects.map(({ dir, self }) => ({
    files: [`${dir}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', boundaries(self)] },
  })),
  {
    files: ['libs/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@meche/*'], message: 'contracts imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['libs/**/*.{ts,tsx}'],
    ignores: ['libs/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_PATHS,
          patterns: [
            { group: ['@meche/*/*', ...PUBLIC_SUBPATHS], message: 'Import a lib through its public index.' },
            { group: APPS.map((a) => `@meche/${a}`), message: 'A lib never imports an app.' },
            { group: ['../../*', '../../../*'], message: 'Stay inside your project.' },
          ],
        },
      ],
    },
  },
);
