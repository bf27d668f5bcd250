#!/usr/bin/env node
// The one-origin front of tools/lib/front-proxy.mjs as a process, for the e2e proof of that topology:
//   node tools/front-proxy.mjs --upstream 3000 --remote clients=4201 --remote catalogue=4202 …
// Prints `serving <origin>` once it listens; stops on SIGTERM.
import { parseArgs } from 'node:util';
import { startFront } from './lib/front-proxy.mjs';

const { values } = parseArgs({ options: { upstream: { type: 'string' }, remote: { type: 'string', multiple: true, default: [] } } });
const remotes = Object.fromEntries(
  values.remote.map((pair) => {
    const [name, port] = pair.split('=');
    return [name, Number(port)];
  }),
);
if (!Number(values.upstream) || Object.values(remotes).some((port) => !port)) {
  console.error('usage: front-proxy.mjs --upstream <api port> [--remote <name>=<port> …]');
  process.exit(2);
}
const front = await startFront({ upstream: Number(values.upstream), remotes });
console.log(`serving ${front.origin}`);
process.once('SIGTERM', () => front.close().then(() => process.exit(0)));
