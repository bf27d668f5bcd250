// The volume seeder (apps/api/src/db/seed-volume.ts) for plain-ESM tools such as the bench sections:
//   import { seedVolume } from '../seed/volume.mjs';
//   const { practitioners, password } = await seedVolume({ databaseUrl, practitioners: 10, clients: 100_000, … });
// It is TypeScript inside the API (it reuses the API's migrations, normalisation and password hashing),
// loaded here through tsx's loader API so callers need no build step.
import { tsImport } from 'tsx/esm/api';

const module = await tsImport('../../apps/api/src/db/seed-volume.ts', import.meta.url);

/** @type {(options: import('../../apps/api/src/db/seed-volume.ts').SeedVolumeOptions) => Promise<import('../../apps/api/src/db/seed-volume.ts').SeedVolumeResult>} */
export const seedVolume = module.seedVolume;
