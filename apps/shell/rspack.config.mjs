import { createAppConfig } from '../../tools/rspack/create-config.mjs';
import federation from './module-federation.config.mjs';

export default createAppConfig({ dir: import.meta.dirname, federation, port: 4200 });
