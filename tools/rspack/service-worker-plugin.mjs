// The shell's service worker (Workbox's generateSW, run once the shell's files are written): it keeps every
// content-hashed file a page loads — the shell's and any remote's, from whatever origin remotes.json points at —
// cache-first, and touches nothing else. What it never handles, so it goes to the network as without a worker:
// - the pages (the API writes each one's Content-Security-Policy and Link header from the current remotes.json);
// - remotes.json, each remote's remote.json and mf-manifest.json and its remoteEntry.js (unhashed names, revalidated
//   on each load: a redeploy or a rollback is seen on the next load, and a remote that is down is seen as down
//   instead of answered from a copy);
// - /api/, so no API answer or photo (health data) is ever put in its cache.
// No remote is named here: a remote added to remotes.json is covered by the same rule.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

/** The worker's file, at the site's root so its scope is the whole app (the shell registers it by this URL). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Matches the URLs kept: a content hash in the file name (`[name].[contenthash:8].js`, tools/rspack/create-config.mjs),
 * never under /api/. Workbox writes this function's source into the worker, so it must use nothing from around it.
 */
const isHashedAsset = ({ url }) => !url.pathname.startsWith('/api/') && /\.[0-9a-f]{8}\.(?:js|css|svg|png|jpe?g|gif|webp|woff2?)$/i.test(url.pathname);

/**
 * Put before Workbox's code in the worker. With a fetch handler, every request of the page wakes the worker first,
 * even one it lets through: on a phone that start-up would delay the page's own request on each load. Chromium's
 * static routing (InstallEvent.addRoutes) sends what the worker never handles straight to the network: page loads,
 * /api/, and the delivery files (any `.json`: remotes.json, remote.json, mf-manifest.json; any remoteEntry.js), from
 * any origin. Where the browser has no static routing, the fetch handler lets them through all the same.
 */
const STATIC_ROUTES = `self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const network = (condition) => ({ condition, source: 'network' });
  event.waitUntil(
    event
      .addRoutes([
        network({ requestMode: 'navigate' }),
        network({ urlPattern: new URLPattern({ pathname: '/api/*' }) }),
        network({ urlPattern: new URLPattern({ pathname: '*.json' }) }),
        network({ urlPattern: new URLPattern({ pathname: '*/remoteEntry.js' }) }),
      ])
      .catch(() => undefined),
  );
});
`;

export class ServiceWorkerPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServiceWorkerPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const { warnings } = await generateSW({
        swDest: join(outputPath, SERVICE_WORKER_FILE),
        globDirectory: outputPath,
        // Nothing precached: a first visit on a phone downloads only what its page needs; each hashed file is
        // kept the first time a page loads it.
        globPatterns: [],
        mode: 'production',
        sourcemap: false,
        inlineWorkboxRuntime: true,
        // A new worker takes over at once: it only ever adds hashed files, which never change under their name.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: isHashedAsset,
            handler: 'CacheFirst',
            options: {
              cacheName: 'meche-hashed-files',
              // Only whole, readable answers: an opaque or failed one could hide an error for a year.
              cacheableResponse: { statuses: [200] },
              // Old deployments' files leave as new ones come.
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 365, purgeOnQuotaError: true },
            },
          },
        ],
      });
      for (const warning of warnings) compilation.warnings.push(new Error(`service worker: ${warning}`));
      const file = join(outputPath, SERVICE_WORKER_FILE);
      await writeFile(file, STATIC_ROUTES + (await readFile(file, 'utf8')));
    });
  }
}
