import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agendaPages, agendaRoutes, cataloguePages, catalogueRoutes, clientsPages, clientsRoutes, programmesPages, programmesRoutes, shellRoutes } from './index';

// Issue 25: a page's path is written once, here. This reads the front's sources as text and names every other place
// that writes one: a route table, a sidebar entry or a link with its own string, or an address built by hand.

const ROOT = join(import.meta.dirname, '../../..');
const FRONT = ['apps/shell', 'apps/clients-mfe', 'apps/catalogue-mfe', 'apps/programmes-mfe', 'apps/agenda-mfe', ...libs()];

function libs(): string[] {
  return readdirSync(join(ROOT, 'libs'))
    // contracts is shared with the API: its paths are the API's (`/login` below /api), not pages.
    .filter((lib) => lib !== 'page-paths' && lib !== 'contracts')
    .map((lib) => `libs/${lib}`);
}

/** Production sources: tests and test helpers state the addresses a user sees, which is what they check. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each owner's patterns, by the route their pages hang below. */
const SIBLINGS = {
  root: [shellRoutes.login, shellRoutes.logout, shellRoutes.unauthorized, shellRoutes.dashboard],
  dashboard: [
    shellRoutes.userProfile,
    shellRoutes.settings,
    shellRoutes.messages,
    ...Object.values(clientsRoutes),
    ...Object.values(catalogueRoutes),
    ...Object.values(agendaRoutes),
  ],
  client: Object.values(programmesRoutes),
};
const PATTERNS: readonly string[] = Object.values(SIBLINGS).flat();
/** A one-word pattern ('clients', 'add-care') may also be a remote's name, a query key or a draft's: it counts only where a path is expected. */
const PATH_LIKE = PATTERNS.filter((p) => /[/:]/.test(p));
const TOP = [shellRoutes.dashboard, shellRoutes.login, shellRoutes.logout, shellRoutes.unauthorized];

/** Where a string is a page path: a route or sidebar entry's `path`, a link's `to`, a `navigate(…)`. */
const PATH_PLACES = /(?:\bpath:\s*|\bto=\{?\s*|\bto:\s*|\bnavigate\(\s*)(['"`])([^'"`]*)\1/g;
const LITERAL = /(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g;
/** The API's own addresses (`/api/dashboard`…) are not pages. */
const API_CALL = /\bhttp\.(?:get|post|put|patch|delete)\b|\bapi\(/;

function offences(file: string): string[] {
  const found: string[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const where = `${relative(ROOT, file)}:${i + 1}`;
      if (/^\s*(?:\/\/|\*|\/\*)/.test(line) || API_CALL.test(line)) return;
      for (const [, , text = ''] of line.matchAll(PATH_PLACES)) {
        if (/[a-z]/i.test(text.replace(/\$\{[^}]*\}/g, '')) && text !== '..') found.push(`${where} writes the path '${text}'`);
      }
      for (const [, , text = ''] of line.matchAll(LITERAL)) {
        if (text.startsWith('.')) continue; // a module
        if (PATH_LIKE.includes(text)) found.push(`${where} writes the pattern '${text}'`);
        if (TOP.some((top) => text === `/${top}` || text.startsWith(`/${top}/`))) found.push(`${where} writes the address '${text}'`);
        if (PATTERNS.some((p) => text.includes(`/${p}/`) || text.endsWith(`/${p}`))) found.push(`${where} builds an address by hand: '${text}'`);
      }
    });
  return found;
}

describe('every page path is written once, in @meche/page-paths', () => {
  it('gives no two sibling pages the same pattern', () => {
    for (const siblings of Object.values(SIBLINGS)) expect(new Set(siblings).size).toBe(siblings.length);
  });

  it('is written nowhere else in the front’s production sources', () => {
    const files = FRONT.flatMap((project) => sources(join(ROOT, project, 'src')));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(offences)).toEqual([]);
  });

  it('links only to page names a remote publishes', () => {
    const published = new Set(Object.keys({ ...clientsPages, ...cataloguePages, ...programmesPages, ...agendaPages }));
    const files = FRONT.flatMap((project) => sources(join(ROOT, project, 'src')));
    const linked = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<PageLink\s+name="([^"]+)"|pageNames\.href\(\s*'([^']+)'/g)].map(([, a, b]) => `${relative(ROOT, file)}: ${a ?? b}`),
    );
    expect(linked.length).toBeGreaterThan(10);
    expect(linked.filter((link) => !published.has(link.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('finds a path written again, as a route table, a link or an address would write it', () => {
    const written = (text: string) => {
      const found: string[] = [];
      for (const [, , t] of text.matchAll(PATH_PLACES)) found.push(t ?? '');
      return found;
    };
    expect(written(`{ path: 'clients', lazy }`)).toEqual(['clients']);
    expect(written(`<Link to="add-care">`)).toEqual(['add-care']);
    expect(written(`navigate('preview')`)).toEqual(['preview']);
  });
});
