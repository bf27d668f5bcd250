// One rspack + module federation config for the four front apps; each app passes only what differs.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { NoMachinePathsPlugin } from './no-machine-paths-plugin.mjs';
import { precompressPlugins } from './precompress.mjs';
import { RemoteDescriptorPlugin } from './remote-descriptor-plugin.mjs';
import { SERVICE_WORKER_FILE, ServiceWorkerPlugin } from './service-worker-plugin.mjs';
import { sharedSingletons } from './shared.mjs';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/**
 * @param {object} app
 * @param {string} app.dir        the app's directory (import.meta.dirname of its rspack.config.mjs)
 * @param {object} app.federation its module-federation.config.mjs ({ name, exposes? })
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
      resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
      module: {
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
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: federation.exposes } : { remotes: {} }),
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
        isRemote && new RemoteDescriptorPlugin({ name: federation.name, module: resolve(dir, federation.exposes['./remote']) }),
        standalonePage &&
          new rspack.HtmlRspackPlugin({
            template: resolve(dir, 'src/index.html'),
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
