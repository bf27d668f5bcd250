import { shellPaths } from '@meche/page-paths';

// Async boundary: shared singletons are negotiated before any of them is evaluated.
import('./bootstrap');

// A dashboard page also needs the runtime's data side (its QueryClient; the shell's singletons, which go before any
// remote's): asked for now, alongside the bootstrap's chunks, instead of once the bootstrap has run and the
// remotes' descriptors are read. (The dashboard's own layout is not: imported from here it would be a second chunk.)
//
// The remotes that own the page's path start loading now too (remotes.json, their descriptors, then each one's
// manifest, entry and exposed module): which ones comes from the descriptors, never from a name known here.
if (window.location.pathname.startsWith(shellPaths.dashboard)) {
  void import('@meche/runtime/data').catch(() => undefined);
  void import('./remotes/page-remotes')
    .then(({ pageRemoteModules }) => pageRemoteModules.preload(window.location.pathname))
    .catch(() => undefined);
}
