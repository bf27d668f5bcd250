// Imported first by the tools that build, start or measure the stack (start, dev, bench, resilience): on a Node
// older than the workspace's `engines` minimum they stop here, in French and English, before a build or a test
// tool fails somewhere obscure.
// Plain JavaScript with no import attribute or newer syntax, so that an old Node can still read it.
import { readFileSync } from 'node:fs';

const workspace = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

const compareVersions = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The lowest version an `engines` range names ("^22.22.2 || >=24.15.0" gives [22, 22, 2]). */
const lowestVersion = (range) =>
  [...range.matchAll(/(\d+)\.(\d+)\.(\d+)/g)].map((m) => m.slice(1, 4).map(Number)).sort(compareVersions)[0];

const minimum = lowestVersion(workspace.engines.node);
const current = process.versions.node.split('.').map(Number);

if (compareVersions(current, minimum) < 0) {
  const needed = minimum.join('.');
  process.stderr.write(
    [
      `Mèche demande Node.js ${needed} ou plus récent (Node 24 LTS conseillé) ; ce processus tourne sous Node ${process.versions.node}.`,
      '  Lancez les commandes par npm (npm start, npm test, npm run …) : sur Linux x64, `npm install` installe',
      '  Node 24 dans node_modules et npm l’utilise pour les scripts. Ailleurs, installez Node 24 LTS.',
      `Mèche needs Node.js ${needed} or newer (Node 24 LTS recommended); this process runs Node ${process.versions.node}.`,
      '  Run the commands through npm (npm start, npm test, npm run …): on Linux x64, `npm install` puts',
      '  Node 24 in node_modules and npm runs the scripts with it. Elsewhere, install Node 24 LTS.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
