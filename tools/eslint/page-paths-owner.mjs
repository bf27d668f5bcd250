// An app imports only its own module of @meche/page-paths (issue 25): a link to another app's page goes through the
// name that app publishes in its descriptor (`PageLink`, `pageNames.href` from @meche/runtime), so the owner can
// move the page and ship alone. Which module a name comes from is read from the lib's index, so a new export is
// covered without touching this rule.
import { readFileSync } from 'node:fs';

/** `export { a, type B } from './module'` lines of the lib's index → name → module. */
export function ownersOf(indexSource) {
  const owners = new Map();
  for (const [, names, module] of indexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([\w-]+)'/g)) {
    for (const name of names.split(',')) {
      const bare = name.trim().replace(/^type\s+/, '');
      if (bare) owners.set(bare, module);
    }
  }
  return owners;
}

/** @type {import('eslint').Rule.RuleModule} */
export const pagePathsOwner = {
  meta: {
    type: 'problem',
    docs: { description: "An app imports only its own module of @meche/page-paths; other apps' pages are linked by name." },
    schema: [
      {
        type: 'object',
        properties: {
          own: { type: 'string' },
          index: { type: 'string' },
          appModules: { type: 'array', items: { type: 'string' } },
        },
        required: ['own', 'index', 'appModules'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherApp:
        "'{{name}}' is the {{owner}} app's page path: link to its page by the name it publishes (PageLink or pageNames.href from @meche/runtime), so {{owner}} can move it without a release of this app.",
      everything: 'Import the names of your own module of @meche/page-paths, not the whole lib.',
    },
  },
  create(context) {
    const { own, index, appModules } = context.options[0];
    const owners = ownersOf(readFileSync(index, 'utf8'));
    const check = (specifier, imported) => {
      const name = imported.type === 'Identifier' ? imported.name : imported.value;
      const owner = owners.get(name);
      if (owner && owner !== own && appModules.includes(owner)) context.report({ node: specifier, messageId: 'otherApp', data: { name, owner } });
    };
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@meche/page-paths') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier') check(specifier, specifier.imported);
          else context.report({ node: specifier, messageId: 'everything' });
        }
      },
      ExportNamedDeclaration(node) {
        if (node.source?.value === '@meche/page-paths') for (const specifier of node.specifiers) check(specifier, specifier.local);
      },
      ExportAllDeclaration(node) {
        if (node.source.value === '@meche/page-paths') context.report({ node, messageId: 'everything' });
      },
    };
  },
};

export default { rules: { 'page-paths-owner': pagePathsOwner } };
