import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/topology.mjs';
import { affectedProjects, remotesAmong } from './affected-remotes.mjs';

/** A throwaway clone of this repository's HEAD (objects shared, nothing copied), where commits are made freely. */
let clone;
const git = (...args) => execFileSync('git', ['-c', 'user.name=CI', '-c', 'user.email=ci@meche.test', ...args], { cwd: clone, encoding: 'utf8' }).trim();

/** Commits a one-line change to each file and returns the affected remotes between that commit and its parent. */
function afterChanging(...files) {
  for (const file of files) appendFileSync(join(clone, file), '\n');
  git('commit', '-qam', `change ${files.join(', ')}`);
  return remotesAmong(affectedProjects({ base: 'HEAD~1', head: 'HEAD', cwd: clone }));
}

beforeAll(() => {
  clone = join(mkdtempSync(join(tmpdir(), 'meche-affected-')), 'repo');
  execFileSync('git', ['clone', '--quiet', '--shared', ROOT, clone]);
  // nx and the workspace's packages, as installed here.
  symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'));
});
afterAll(() => rmSync(join(clone, '..'), { recursive: true, force: true }));

describe('affected remotes between two commits', () => {
  it('is the one remote whose files changed', () => {
    expect(afterChanging('apps/catalogue-mfe/src/product-list/products-page.tsx')).toEqual(['catalogue']);
  });

  it('is every remote built with a lib that changed', () => {
    expect(afterChanging('libs/ui/src/pagination/pagination.tsx')).toEqual(['clients', 'catalogue', 'programmes', 'agenda']);
  });

  it('is every remote when the shared build config changed', () => {
    expect(afterChanging('tools/rspack/shared.mjs')).toEqual(['clients', 'catalogue', 'programmes', 'agenda']);
  });

  it('is none for a change in the shell or the API alone', () => {
    expect(afterChanging('apps/shell/src/dashboard/dashboard-layout.tsx', 'apps/api/src/app.ts')).toEqual([]);
  });
});
