import { createRemoteConfig } from '../../tools/rspack/create-config.mjs';

export default createRemoteConfig({ dir: import.meta.dirname, name: 'clients', title: 'Mèche · Clients (dev)' });
