import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { originsOf, remoteOriginsSource } from './remote-origins';

describe('originsOf', () => {
  it('takes the http(s) origin of each manifest URL, once', () => {
    expect(
      originsOf({
        clients: 'http://localhost:4201/mf-manifest.json',
        catalogue: 'https://cdn.example.fr/catalogue/v42/mf-manifest.json',
        programmes: 'http://localhost:4201/programmes/mf-manifest.json',
      }),
    ).toEqual(['http://localhost:4201', 'https://cdn.example.fr']);
  });

  it('ignores what is not an absolute http(s) URL', () => {
    expect(originsOf({ a: '/local/mf-manifest.json', b: 'javascript:alert(1)', c: 42, d: 'data:text/plain,x' })).toEqual([]);
    expect(originsOf(['http://localhost:4201/mf-manifest.json'])).toEqual([]);
    expect(originsOf(null)).toEqual([]);
  });
});

describe('remoteOriginsSource', () => {
  let dir: string;
  const write = (body: string) => fs.writeFileSync(path.join(dir, 'remotes.json'), body);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meche-remotes-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('follows edits of remotes.json, and always adds REMOTE_ORIGINS', async () => {
    write(JSON.stringify({ catalogue: 'http://localhost:4202/mf-manifest.json' }));
    const origins = remoteOriginsSource(dir, ['https://cdn.example.fr']);
    expect(await origins()).toEqual(['http://localhost:4202', 'https://cdn.example.fr']);

    write(JSON.stringify({ catalogue: 'http://localhost:4312/mf-manifest.json', nouveau: 'http://localhost:4313/mf-manifest.json' }));
    expect(await origins()).toEqual(['http://localhost:4312', 'http://localhost:4313', 'https://cdn.example.fr']);
  });

  it('keeps the last good list while the file is half-written, and allows no remote once it is gone', async () => {
    write(JSON.stringify({ catalogue: 'http://localhost:4202/mf-manifest.json' }));
    const origins = remoteOriginsSource(dir, []);
    expect(await origins()).toEqual(['http://localhost:4202']);
    write('{ "catalogue": "http://loc');
    expect(await origins()).toEqual(['http://localhost:4202']);
    fs.rmSync(path.join(dir, 'remotes.json'));
    expect(await origins()).toEqual([]);
  });

  it('without a static folder, gives REMOTE_ORIGINS alone', async () => {
    expect(await remoteOriginsSource(undefined, ['http://localhost:4201'])()).toEqual(['http://localhost:4201']);
  });
});
