import { createAppConfig } from '../../tools/rspack/create-config.mjs';
import federation from './module-federation.config.mjs';

export default createAppConfig({ dir: import.meta.dirname, federation, port: Number(process.env.AGENDA_PORT ?? 4204), title: 'Mèche · Agenda (dev)' });
