#!/usr/bin/env node
// `npm run generate:remote -- --name stocks --label "Stocks"`: a new remote, apps/stocks-mfe, wired to the contract,
// the front and test kits, lint, the topology (its port, remotes.json) and the e2e build. See docs/federation.md.
import { parseArgs } from 'node:util';
import { generateRemote, invalidOptions, REGISTRATION_FILES } from './generators/remote/generate.mjs';
import { ROOT } from './lib/topology.mjs';

const USAGE = 'usage: npm run generate:remote -- --name <one lower-case word> --label <French sidebar label> [--port <port>]';

const { values } = parseArgs({ options: { name: { type: 'string' }, label: { type: 'string' }, port: { type: 'string' } } });
const port = values.port === undefined ? undefined : Number(values.port);
const invalid = invalidOptions(values) ?? (port !== undefined && !(Number.isInteger(port) && port > 1024 && port < 65536) ? '--port: a port number above 1024.' : null);
if (invalid) {
  console.error(`${invalid}\n${USAGE}`);
  process.exit(2);
}

const result = generateRemote({ root: ROOT, name: values.name, label: values.label, port });
const project = `apps/${values.name}-mfe`;
process.stdout.write(
  [
    '',
    result.kept ? `  ${project} existe déjà : rien n'y est réécrit.` : `  ${project} : ${result.written.length} fichiers écrits.`,
    result.registered.length ? `  Inscrit dans : ${result.registered.join(', ')}` : '  Déjà inscrit partout.',
    `  Port : ${result.port} (remotes.json : http://localhost:${result.port}/mf-manifest.json)`,
    '',
    '  Ensuite : npm install (relie le nouveau workspace), puis',
    `    npx nx run @meche/${values.name}-mfe:test   ·   npx nx run @meche/${values.name}-mfe:serve   ·   npm start`,
    `  Pour l'annuler : supprimez ${project} et rétablissez ${REGISTRATION_FILES.join(', ')} (et package-lock.json).`,
    '',
  ].join('\n'),
);
