import { describe, expect, it } from 'vitest';
import { defineRemote, describeRemote } from './define-remote';
import { DASHBOARD_CONTENT } from './descriptor';
import { readDescriptor } from './read-descriptor';
import { REMOTE_CONTRACT_VERSION } from './version';

const page = () => Promise.resolve({});

const agenda = defineRemote({
  name: 'agenda',
  attach: DASHBOARD_CONTENT,
  nav: [{ label: 'Agenda', path: 'agenda', order: 50 }],
  routes: [
    { path: 'agenda', lazy: page },
    { id: 'rdv-detail', path: 'rdv/:id', lazy: page, children: [] },
  ],
});

describe('defineRemote and describeRemote', () => {
  it('declares the contract version of the lib the remote was built with', () => {
    expect(agenda.contract).toBe(REMOTE_CONTRACT_VERSION);
  });

  it('keeps the data of the module and drops its code', () => {
    expect(describeRemote(agenda)).toEqual({
      contract: REMOTE_CONTRACT_VERSION,
      name: 'agenda',
      attach: DASHBOARD_CONTENT,
      nav: [{ label: 'Agenda', path: 'agenda', order: 50 }],
      routes: [{ path: 'agenda' }, { id: 'rdv-detail', path: 'rdv/:id', children: [] }],
    });
  });

  it('describes the pages a remote publishes, and none when it publishes none', () => {
    const pages = { 'agenda.agenda': 'agenda' };
    expect(describeRemote(defineRemote({ ...agenda, pages })).pages).toEqual(pages);
    expect('pages' in describeRemote(agenda)).toBe(false);
  });

  it('describes nested and index routes', () => {
    const nested = defineRemote({
      name: 'notes',
      attach: 'rdv-detail',
      nav: [],
      routes: [{ path: 'notes/:noteId', lazy: page, children: [{ index: true }, { path: 'apercu', lazy: page }] }],
    });
    expect(describeRemote(nested).routes).toEqual([{ path: 'notes/:noteId', children: [{ index: true }, { path: 'apercu' }] }]);
  });
});

describe('readDescriptor', () => {
  const valid = describeRemote(agenda);

  it('accepts a descriptor and returns only the contract’s fields', () => {
    const reading = readDescriptor({ ...valid, extra: 'ignored', nav: [{ ...valid.nav[0], icon: 'x' }] });
    expect(reading).toEqual({ ok: true, descriptor: valid });
  });

  it('names every problem it finds', () => {
    const reading = readDescriptor({
      contract: 'deux',
      name: 'mon remote',
      attach: '',
      nav: [{ label: '', path: '/abs', order: 'first' }],
      routes: [{ path: '../up' }, { id: 'x', path: 'a' }, { id: 'x', path: 'b' }, 'route'],
    });
    expect(reading.ok).toBe(false);
    expect(reading.ok ? [] : reading.problems).toEqual([
      'contract: a version such as "1.0" is required',
      'name: an identifier is required',
      'attach: a route id is required',
      'routes[0].path: a relative path is required',
      'routes[2].id: "x" is used twice',
      'routes[3]: not an object',
      'nav[0].label: a non-empty text is required',
      'nav[0].path: a relative path is required',
      'nav[0].order: a number is required',
    ]);
  });

  it('refuses what is not a descriptor at all', () => {
    for (const value of [null, [], 'remote', 42]) expect(readDescriptor(value).ok).toBe(false);
    expect(readDescriptor({ ...valid, routes: undefined })).toEqual({ ok: false, problems: ['routes: an array is required'] });
  });

  it('refuses paths that leave the dashboard or name another site', () => {
    for (const path of ['/dashboard/x', 'https://ailleurs.example/x', 'a/../../b', 'a b', '']) {
      expect(readDescriptor({ ...valid, routes: [{ path }] }).ok, path).toBe(false);
    }
    expect(readDescriptor({ ...valid, routes: [{ path: 'fiche/:id/*' }] }).ok).toBe(true);
  });

  it('reads the pages a 1.1 remote publishes by name, and a 1.0 descriptor without them', () => {
    const pages = { 'agenda.agenda': 'agenda', 'agenda.rdv': 'rdv/:id', 'agenda.day': 'agenda?vue=jour&date=:date' };
    expect(readDescriptor({ ...valid, pages })).toEqual({ ok: true, descriptor: { ...valid, pages } });
    expect(readDescriptor({ ...valid, contract: '1.0' })).toEqual({ ok: true, descriptor: { ...valid, contract: '1.0' } });
  });

  it('refuses a published page named outside the remote, or whose pattern is no relative path', () => {
    const reading = readDescriptor({
      ...valid,
      pages: { 'catalogue.product': 'rdv/:id', agenda: 'agenda', 'agenda.up': '../clients', 'agenda.abs': '/dashboard/agenda', 'agenda.q': 'agenda?vue' },
    });
    expect(reading.ok ? [] : reading.problems).toEqual([
      'pages["catalogue.product"]: a name "agenda.<page>" is required',
      'pages["agenda"]: a name "agenda.<page>" is required',
      'pages["agenda.up"]: a relative path, optionally with a query, is required',
      'pages["agenda.abs"]: a relative path, optionally with a query, is required',
      'pages["agenda.q"]: a relative path, optionally with a query, is required',
    ]);
    expect(readDescriptor({ ...valid, pages: { 'agenda.moved': 'rendez-vous/:id' } })).toEqual({
      ok: false,
      problems: ['pages["agenda.moved"]: "rendez-vous/:id" is none of the remote\'s routes'],
    });
    expect(readDescriptor({ ...valid, pages: ['agenda'] })).toEqual({ ok: false, problems: ['pages: an object of page names and patterns is required'] });
  });

  it('needs a path on every top-level route', () => {
    expect(readDescriptor({ ...valid, routes: [{ index: true }] })).toEqual({
      ok: false,
      problems: ['routes: a top-level route needs a path'],
    });
  });
});
