import { paths } from '@meche/ui';

// Async boundary: shared singletons are negotiated before any of them is evaluated.
import('./bootstrap');

// A dashboard page also needs the runtime's data side (its QueryClient; the shell's singletons, which go before any
// remote's): asked for now, alongside the bootstrap's chunks, instead of once the bootstrap has run and the
// remotes' descriptors are read. (The dashboard's own layout is not: imported from here it would be a second chunk.)
if (window.location.pathname.startsWith(paths.dashboard)) void import('@meche/runtime/data').catch(() => undefined);
