import { describe, expect, it } from 'vitest';
import { localDrafts, sessionDrafts } from './draft-store';

const names = (values: unknown) => (Array.isArray(values) && values.every((v) => typeof v === 'string') ? (values as string[]) : null);

describe('the draft store', () => {
  it("keeps local drafts under one key, by practitioner then name, and never gives one practitioner another's", () => {
    const store = localDrafts('demoDrafts');
    store.write({ userId: 7, name: '31' }, ['a']);
    store.write({ userId: 8, name: '31' }, ['b']);
    expect(JSON.parse(localStorage.getItem('demoDrafts')!)).toEqual({
      '7': { '31': { savedAt: expect.any(String), values: ['a'] } },
      '8': { '31': { savedAt: expect.any(String), values: ['b'] } },
    });
    expect(store.read({ userId: 7, name: '31' }, names)?.values).toEqual(['a']);
    expect(store.read({ userId: 9, name: '31' }, names)).toBeNull();
  });

  it('forgets the key once the last draft is dropped', () => {
    const store = localDrafts('demoDrafts');
    store.write({ userId: 7, name: '31' }, ['a']);
    store.write({ userId: 7, name: '32' }, ['b']);
    store.drop({ userId: 7, name: '31' });
    expect(Object.keys(JSON.parse(localStorage.getItem('demoDrafts')!)['7'])).toEqual(['32']);
    store.drop({ userId: 7, name: '32' });
    expect(localStorage.getItem('demoDrafts')).toBeNull();
  });

  it('reads anything unreadable as no draft, and writes over it', () => {
    const store = localDrafts('demoDrafts');
    localStorage.setItem('demoDrafts', '{not json');
    expect(store.read({ userId: 7, name: '31' }, names)).toBeNull();
    localStorage.setItem('demoDrafts', JSON.stringify({ 7: { 31: { savedAt: 1, values: ['a'] }, 32: { savedAt: 'x', values: 'b' } }, 8: [1] }));
    expect(store.read({ userId: 7, name: '31' }, names)).toBeNull();
    expect(store.read({ userId: 7, name: '32' }, names)).toBeNull();
    store.write({ userId: 8, name: '31' }, ['c']);
    expect(store.read({ userId: 8, name: '31' }, names)?.values).toEqual(['c']);
  });

  it('keeps local drafts over an explicit sign-out, and makes session drafts from before it void', () => {
    localDrafts('demoDrafts').write({ userId: 7, name: '31' }, ['a']);
    sessionDrafts.write({ userId: 7, name: 'demo' }, ['b']);
    localStorage.setItem('meche-signed-out-at', String(Date.now() + 1));
    expect(localDrafts('demoDrafts').read({ userId: 7, name: '31' }, names)?.values).toEqual(['a']);
    expect(sessionDrafts.read({ userId: 7, name: 'demo' }, names)).toBeNull();
    expect(sessionStorage.getItem('meche-draft:7:demo')).toBeNull();
  });
});
