import { RemoteModules } from './remote-modules';
import { RemoteRegistry } from './remote-registry';

/**
 * The page's one registry of remotes and their loaded modules: main.ts starts loading the current route's remotes
 * with them as soon as the path is known, and the bootstrap renders the router on the same ones.
 */
export const pageRemoteModules = new RemoteModules(new RemoteRegistry());
