// One rspack + module federation config for the front apps; each app passes only what differs, and a remote only its
// name and dev page title (createRemoteConfig).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { REMOTES } from '../lib/topology.mjs';
import { BootFramePlugin } from './boot-frame-plugin.mjs';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';
import { NoMachinePathsPlugin } from './no-machine-paths-plugin.mjs';
import { precompressPlugins } from './precompress.mjs';
import { RemoteDescriptorPlugin } from './remote-descriptor-plugin.mjs';
import { SERVICE_WORKER_FILE, ServiceWorkerPlugin } from './service-worker-plugin.mjs';
import { sharedSingletons } from './shared.mjs';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
/** Every remote's standalone dev page: one template, not a copy per remote. */
const REMOTE_PAGE = fileURLToPath(new URL('./remote-page.html', import.meta.url));
/** A remote's container file, at an unchanging address: remotes.json's manifests name it. */
const REMOTE_ENTRY = 'remoteEntry.js';

/**
 * @param {object} app
 * @param {string} app.dir        the app's directory (import.meta.dirname of its rspack.config.mjs)
 * @param {object} app.federation { name, exposes? }: the shell's module-federation.config.mjs, or a remote's (createRemoteConfig)
 * @param {number} app.port       dev server port
 * @param {string} [app.title]    page title of the standalone/dev page
 */
export function createAppConfig({ dir, federation, port, title = 'Mèche' }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const isRemote = Boolean(federation.exposes);
    const publicDir = resolve(dir, 'public');
    const hash = dev ? '' : '.[contenthash:8]';
    // A production remote is only ever loaded by the shell: it ships its container, no page of its own.
    const standalonePage = dev || !isRemote;
    const resolveOptions = { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] };
    const moduleRules = {
      parser: { 'css/auto': { namedExports: false } },
      generator: {
        // Class names carry the app's name: remotes cannot restyle each other or the shell.
        'css/auto': { localIdentName: `${federation.name}-[name]__[local]--[hash:6]`, exportsConvention: 'as-is' },
      },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|gif|webp|woff2?)$/, type: 'asset' },
      ],
    };

    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: standalonePage ? { main: './src/main.ts' } : {},
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: resolve(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: `meche_${federation.name}`,
        filename: `[name]${hash}.js`,
        chunkFilename: `[name]${hash}.js`,
        cssFilename: `[name]${hash}.css`,
        cssChunkFilename: `[name]${hash}.css`,
        assetModuleFilename: `assets/[name]${hash}[ext]`,
        clean: true,
        // Chunks are fetched in CORS mode, so the service worker can tell a good answer from another origin (an
        // opaque one could be an error it must not keep); every remote's server sends Access-Control-Allow-Origin.
        crossOriginLoading: 'anonymous',
      },
      resolve: resolveOptions,
      module: moduleRules,
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          ...(isRemote ? { filename: REMOTE_ENTRY, exposes: federation.exposes } : { remotes: {} }),
          shared: sharedSingletons(dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The shell provides the federation runtime once; production remotes reuse it.
          // target 'web' drops the runtime's Node.js loading code from the browser bundles.
          experiments: {
            ...(dev ? {} : isRemote ? { externalRuntime: true } : { provideExternalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        isRemote && new RemoteDescriptorPlugin({ name: federation.name, module: resolve(dir, federation.exposes['./remote']), entry: REMOTE_ENTRY }),
        standalonePage &&
          new rspack.HtmlRspackPlugin({
            template: isRemote ? REMOTE_PAGE : resolve(dir, 'src/index.html'),
            title,
            // The page is served at every SPA path: its scripts must not resolve against /dashboard/….
            publicPath: '/',
            minify: !dev,
          }),
        existsSync(publicDir) && new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] }),
        dev && new ReactRefreshRspackPlugin(),
        !dev && new NoMachinePathsPlugin({ paths: [REPOSITORY, dir] }),
        ...(dev ? [] : precompressPlugins()),
        // The shell's page registers its service worker only when its build wrote one (never under the dev server).
        !dev && !isRemote && new rspack.DefinePlugin({ MECHE_SERVICE_WORKER_URL: JSON.stringify(`/${SERVICE_WORKER_FILE}`) }),
        !dev && !isRemote && new ServiceWorkerPlugin(),
        !dev && !isRemote && new BootPreloadPlugin(),
        !dev && !isRemote && new BootFramePlugin({ entry: './src/frame/prerender.tsx', module: moduleRules, resolve: resolveOptions }),
      ].filter(Boolean),
      optimization: { runtimeChunk: false },
      // Lazy compilation proxies dynamic imports, which federated chunks from another origin cannot follow.
      lazyCompilation: false,
      performance: { hints: false },
      // Module federation notes publicPath 'auto' on every build: intended here, so a build shows only errors.
      ...(dev ? {} : { infrastructureLogging: { level: 'error' } }),
      devServer: {
        port,
        host: 'localhost',
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: API_ORIGIN, changeOrigin: false }],
        client: { overlay: { errors: true, warnings: false } },
        // tools/dev.mjs passes the remotes' dev URLs when their ports were moved.
        setupMiddlewares: (middlewares) => {
          const remotes = process.env.MECHE_REMOTES_JSON;
          if (remotes && !isRemote) {
            middlewares.unshift({
              name: 'remotes-json',
              path: '/remotes.json',
              middleware: (_req, res) => res.setHeader('Content-Type', 'application/json').end(remotes),
            });
          }
          return middlewares;
        },
      },
    };
  };
}

/**
 * A remote's whole config: it exposes one module, `./remote` (src/remote.ts, which describes it to the shell), and its
 * dev server listens on its port of the topology (tools/lib/topology.mjs), the one place a remote's port is written.
 * @param {object} remote
 * @param {string} remote.dir   the remote's directory (import.meta.dirname of its rspack.config.mjs)
 * @param {string} remote.name  its federation name, as in the topology and remotes.json
 * @param {string} remote.title page title of its standalone dev page
 */
export function createRemoteConfig({ dir, name, title }) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`Remote "${name}" is not in tools/lib/topology.mjs: add it there (npm run generate:remote does).`);
  return createAppConfig({ dir, federation: { name, exposes: { './remote': './src/remote.ts' } }, port: remote.port, title });
}
