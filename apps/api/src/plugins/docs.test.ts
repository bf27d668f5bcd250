import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';
import { ROUTES } from '../test/route-table';

interface Operation {
  summary?: string;
  operationId?: string;
  responses: Record<string, unknown>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let h: Harness;
let doc: Document;
beforeAll(async () => {
  h = await createHarness();
  doc = (await h.anonymous().get('/api/docs/json')).json();
});
afterAll(() => h?.close());

/** '/api/client/:id/photos' → '/api/client/{id}/photos', as the document writes paths. */
const documentedPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');
const operationOf = (method: string, route: string) => doc.paths[documentedPath(route)]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('names a server, so a consuming team resolves its relative paths', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('gives every route of the route table a summary and a unique operationId', () => {
    const ids = ROUTES.map(({ method, route }) => {
      const operation = operationOf(method, route);
      expect(operation?.summary, `${method} ${route}`).toEqual(expect.stringMatching(/\S/));
      expect(operation?.operationId, `${method} ${route}`).toEqual(expect.stringMatching(/^[a-z][A-Za-z]+$/));
      return operation?.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents what each route answers: its success, the session errors, the foreign 404 and the Origin refusal', () => {
    for (const { method, route, access, ok, foreign } of ROUTES) {
      const statuses = Object.keys(operationOf(method, route)?.responses ?? {});
      const expected = [String(ok), '400', '500', '503'];
      if (access === 'session') expected.push('401', '412');
      if (foreign === 404) expected.push('404');
      if (method !== 'GET') expected.push('403');
      expect(statuses, `${method} ${route}`).toEqual(expect.arrayContaining(expected));
    }
  });

  it('keeps the answers a route declares itself beside the derived ones', () => {
    expect(Object.keys(operationOf('POST', '/api/login')?.responses ?? {})).toEqual(expect.arrayContaining(['401', '429', '413', '415']));
    expect(JSON.stringify(operationOf('PUT', '/api/care/:id')?.responses['409'])).toContain('conflicts');
    expect(Object.keys(operationOf('DELETE', '/api/product/:id')?.responses ?? {})).toContain('409');
  });
});
