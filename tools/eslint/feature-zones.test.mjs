import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureZones } from './feature-zones.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = '/repo/apps/clients-mfe/src';
const options = [{ root, shared: ['form'], composers: ['detail'] }];
const at = (file) => `${root}/${file}`;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-zones', featureZones, {
  valid: [
    { name: 'its own folder', filename: at('list/clients-page.tsx'), code: "import { x } from './clients-table';", options },
    { name: 'a shared folder', filename: at('create/add-client-page.tsx'), code: "import { x } from '../form/client-form-fields';", options },
    { name: 'a top-level file', filename: at('list/clients-page.tsx'), code: "import { CLIENT_MESSAGES } from '../messages';", options },
    { name: 'a package', filename: at('list/clients-page.tsx'), code: "import { MSG } from '@meche/contracts';", options },
    { name: 'a composer page', filename: at('detail/client-file.tsx'), code: "import { ConsentPanel } from '../consent/consent-panel';", options },
    { name: 'the routes', filename: at('routes.tsx'), code: "const page = import('./list/clients-page');", options },
  ],
  invalid: [
    {
      name: 'another feature',
      filename: at('create/add-client-page.tsx'),
      code: "import { ClientsTable } from '../list/clients-table';",
      options,
      errors: [{ messageId: 'crossFeature', data: { from: 'create', to: 'list', shared: 'form' } }],
    },
    {
      name: 'another feature, lazily or re-exported',
      filename: at('photos/photo-timeline.tsx'),
      code: "const c = import('../consent/consent-panel'); export { x } from '../list/clients-table';",
      options,
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
  ],
});

describe("the workspace's lint config", () => {
  const workspace = fileURLToPath(new URL('../..', import.meta.url));
  const lint = async (file, code) => {
    const [result] = await new ESLint({ cwd: workspace }).lintText(code, { filePath: `${workspace}${file}` });
    return result.messages.map((message) => message.ruleId);
  };

  it('fails on a cross-feature import inside each remote, not on an import from a shared folder', { timeout: 60_000 }, async () => {
    expect(await lint('apps/clients-mfe/src/create/fixture.ts', "export { ClientsTable } from '../list/clients-table';\n")).toContain('zones/feature-zones');
    expect(await lint('apps/catalogue-mfe/src/product-list/fixture.ts', "export { CategoryRow } from '../category-list/category-row';\n")).toContain('zones/feature-zones');
    expect(await lint('apps/programmes-mfe/src/protocols/fixture.ts', "export { CareEditor } from '../care-editor/care-editor';\n")).toContain('zones/feature-zones');
    expect(await lint('apps/catalogue-mfe/src/product-list/fixture.ts', "export { ProductFields } from '../product-form/product-fields';\n")).not.toContain('zones/feature-zones');
  });
});
