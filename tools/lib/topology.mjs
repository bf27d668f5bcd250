// Where each piece runs; every port can be moved with an environment variable.
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const port = (name, fallback) => Number(process.env[name] ?? fallback);

export const API_PORT = port('PORT', 3000);
export const SHELL_DEV_PORT = port('SHELL_DEV_PORT', 4200);

export const REMOTES = [
  { name: 'clients', project: 'clients-mfe', port: port('CLIENTS_PORT', 4201) },
  { name: 'catalogue', project: 'catalogue-mfe', port: port('CATALOGUE_PORT', 4202) },
  { name: 'programmes', project: 'programmes-mfe', port: port('PROGRAMMES_PORT', 4203) },
  { name: 'agenda', project: 'agenda-mfe', port: port('AGENDA_PORT', 4204) },
];

/** nx project names (package names) of the front apps: the shell and each remote. */
export const FRONT_PROJECTS = ['shell', ...REMOTES.map((r) => r.project)].map((dir) => `@meche/${dir}`);

export const remoteOrigin = (remote) => `http://localhost:${remote.port}`;

/** The shell's /remotes.json for this topology. */
export const remotesJson = () =>
  Object.fromEntries(REMOTES.map((r) => [r.name, `${remoteOrigin(r)}/mf-manifest.json`]));

const bin = (relative) => `${ROOT}node_modules/${relative}`;
export const TSX_CLI = bin('tsx/dist/cli.mjs');
export const NX_CLI = bin('nx/dist/bin/nx.js');
export const RSPACK_CLI = bin('@rspack/cli/bin/rspack.js');
