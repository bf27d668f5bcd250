import { readFileSync } from 'node:fs';

type Version = [number, number, number];

const compareVersions = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The lowest version an `engines` range names (">=22.12.0" gives 22.12.0). */
function lowestVersion(range: string): Version {
  const versions = [...range.matchAll(/(?<!\d)(\d+)\.(\d+)\.(\d+)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])] as Version);
  const [lowest] = versions.sort(compareVersions);
  if (!lowest) throw new Error(`engines.node names no version: "${range}"`);
  return lowest;
}

/** The API's own `engines.node`: the API is deployed and started on its own, not only under the workspace. */
export function apiNodeRange(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
  return manifest.engines.node;
}

/** Null when `current` is at least the range's minimum, else what to tell the operator, in French and English. */
export function unsupportedNodeMessage(current: string, range: string): string | null {
  const [major = 0, minor = 0, patch = 0] = current.split('.').map(Number);
  const minimum = lowestVersion(range);
  if (compareVersions([major, minor, patch], minimum) >= 0) return null;
  const needed = minimum.join('.');
  return [
    `L'API Mèche demande Node.js ${needed} ou plus récent (Node 24 LTS en production) ; ce processus tourne sous Node ${current}.`,
    "  Démarrez-la par npm (npm start), qui utilise le Node 24 installé dans node_modules, ou installez Node 24 LTS.",
    `The Mèche API needs Node.js ${needed} or newer (Node 24 LTS in production); this process runs Node ${current}.`,
    '  Start it through npm (npm start), which uses the Node 24 installed in node_modules, or install Node 24 LTS.',
  ].join('\n');
}
