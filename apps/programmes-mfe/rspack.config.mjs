import { createRemoteConfig } from '../../tools/rspack/create-config.mjs';

export default createRemoteConfig({ dir: import.meta.dirname, name: 'programmes', title: 'Mèche · Programmes (dev)' });
