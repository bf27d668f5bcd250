// Feature zones inside a remote (after bulletproof-react): each folder directly under a remote's root is a feature,
// and a feature never imports another one, so a feature can be changed, moved or deleted on its own. What several
// features use lives in a shared folder; a composer folder (a page made of several features) and the remote's
// top-level files (routes, remote, messages) may import any feature.
import path from 'node:path';

/** The first folder under `root` holding `file`, or null for a file directly under `root` or outside it. */
function zoneOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureZones = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder of a remote imports no other feature folder (shared folders and composers aside).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          composers: { type: 'array', items: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move what both need to a shared folder ({{shared}}), or compose them in a page or the routes.",
    },
  },
  create(context) {
    const { root, shared = [], composers = [] } = context.options[0];
    const file = context.physicalFilename;
    const from = zoneOf(root, file);
    if (!from || shared.includes(from) || composers.includes(from)) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(root, path.resolve(path.dirname(file), source));
      if (!to || to === from || shared.includes(to)) return;
      context.report({ node, messageId: 'crossFeature', data: { from, to, shared: shared.join(', ') || 'none yet' } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'feature-zones': featureZones } };
