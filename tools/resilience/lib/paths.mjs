import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(HERE, '../..');
export const API_DIR = join(ROOT, 'apps/api');
export const RESULTS_DIR = join(HERE, 'results');
