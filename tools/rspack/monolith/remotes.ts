// Monolith build only (tools/rspack/monolith.config.mjs): the remotes' exposed modules, bundled in. Their
// pages stay lazy (loaded on first navigation, as with federation); no container, no share scope, no remote.json.
import clients from '../../../apps/clients-mfe/src/remote';
import catalogue from '../../../apps/catalogue-mfe/src/remote';
import programmes from '../../../apps/programmes-mfe/src/remote';
import agenda from '../../../apps/agenda-mfe/src/remote';

export const BUNDLED_REMOTES = [clients, catalogue, programmes, agenda];
