import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ownersOf, pagePathsOwner } from './page-paths-owner.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const index = fileURLToPath(new URL('../../libs/page-paths/src/index.ts', import.meta.url));
const appModules = ['shell', 'clients', 'catalogue', 'programmes', 'agenda'];
const options = [{ own: 'programmes', index, appModules }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

describe('ownersOf', () => {
  it('reads which module of the lib each exported name comes from', () => {
    const owners = ownersOf("export { a, type B } from './clients';\nexport {\n  c,\n} from './between-remotes';\n");
    expect([...owners]).toEqual([['a', 'clients'], ['B', 'clients'], ['c', 'between-remotes']]);
  });
});

tester.run('page-paths-owner', pagePathsOwner, {
  valid: [
    { name: 'its own module', code: "import { programmesPaths, programmesRoutes } from '@meche/page-paths';", options },
    { name: 'what no app owns', code: "import { CLIENT_DETAIL_ROUTE_ID } from '@meche/page-paths';", options },
    { name: 'another lib', code: "import { PageLink } from '@meche/runtime';", options },
  ],
  invalid: [
    {
      name: "another app's module",
      code: "import { cataloguePaths, programmesPaths, agendaPaths } from '@meche/page-paths';",
      options,
      errors: [
        { messageId: 'otherApp', data: { name: 'cataloguePaths', owner: 'catalogue' } },
        { messageId: 'otherApp', data: { name: 'agendaPaths', owner: 'agenda' } },
      ],
    },
    {
      name: 're-exported',
      code: "export { clientsPaths } from '@meche/page-paths';",
      options,
      errors: [{ messageId: 'otherApp', data: { name: 'clientsPaths', owner: 'clients' } }],
    },
    { name: 'the whole lib', code: "import * as paths from '@meche/page-paths'; export * from '@meche/page-paths';", options, errors: [{ messageId: 'everything' }, { messageId: 'everything' }] },
  ],
});

describe("the workspace's lint config", () => {
  const workspace = fileURLToPath(new URL('../..', import.meta.url));
  const lint = async (file, code) => {
    const [result] = await new ESLint({ cwd: workspace }).lintText(code, { filePath: `${workspace}${file}` });
    return result.messages.map((message) => message.ruleId);
  };

  it("fails on an app importing another app's page paths, in the shell and in each remote", { timeout: 60_000 }, async () => {
    const rule = 'page-paths/page-paths-owner';
    expect(await lint('apps/shell/src/dashboard/fixture.ts', "import { cataloguePaths } from '@meche/page-paths';\nexport const p = cataloguePaths;\n")).toContain(rule);
    expect(await lint('apps/programmes-mfe/src/planning-grid/fixture.ts', "import { cataloguePaths } from '@meche/page-paths';\nexport const p = cataloguePaths;\n")).toContain(rule);
    expect(await lint('apps/agenda-mfe/src/agenda/fixture.ts', "import { clientsRoutes } from '@meche/page-paths';\nexport const p = clientsRoutes;\n")).toContain(rule);
    expect(await lint('apps/catalogue-mfe/src/product-list/fixture.ts', "import { cataloguePaths } from '@meche/page-paths';\nexport const p = cataloguePaths;\n")).not.toContain(rule);
  });
});
