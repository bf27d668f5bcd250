import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Page } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { ROUTES, createWorld, type World } from '../test/route-table';
import { DEMO_ACCOUNT, seedDemoAccount } from '../users/demo-account';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let h: Harness;
let doc: Document;
let world: World;
let demo: Agent;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction | null>();

beforeAll(async () => {
  h = await createHarness();
  doc = (await h.anonymous().get('/api/docs/json')).json();
  world = await createWorld(h, 'contract');
  expect(await seedDemoAccount(h.database.db)).toBe(true);
  demo = h.anonymous();
  expect((await demo.post('/api/login', { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })).statusCode).toBe(200);
});
afterAll(() => h?.close());

/** The documented JSON schema of a route's 200 answer, compiled once; null for a binary answer (images, files). */
function validatorOf(route: string): ValidateFunction | null {
  if (!validators.has(route)) {
    const operation = doc.paths[route.replace(/:(\w+)/g, '{$1}')]?.get;
    const schema = operation?.responses['200']?.content?.['application/json']?.schema;
    validators.set(route, schema ? ajv.compile(schema) : null);
  }
  return validators.get(route) ?? null;
}

/** Calls the route and checks its answer against the document: the messages say which field drifted. */
async function expectDocumented(agent: Agent, route: string, url: string): Promise<number> {
  const res = await agent.get(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  const validate = validatorOf(route);
  if (!validate) return 0;
  const valid = validate(res.json());
  expect(valid ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n'), url).toEqual([]);
  return 1;
}

describe('the OpenAPI document matches what the API answers', () => {
  it('for every GET route of the route table, on a practice holding one record of every kind', async () => {
    const gets = ROUTES.filter((r) => r.method === 'GET' && r.access === 'session');
    let checked = 0;
    for (const route of gets) {
      const request = route.build(world, world);
      checked += await expectDocumented(world.agent, route.route, request.url);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('for every record of the demo practice: lists, files, programmes, products, categories', async () => {
    let checked = 0;
    const clients = (await demo.get('/api/clients?size=100')).json<Page<{ id: number }>>().content;
    const products = (await demo.get('/api/products?size=100')).json<Page<{ id: number }>>().content;
    checked += await expectDocumented(demo, '/api/clients', '/api/clients?size=100');
    checked += await expectDocumented(demo, '/api/clients', '/api/clients?size=1000&sortBy=birthday');
    checked += await expectDocumented(demo, '/api/products', '/api/products?size=100');
    checked += await expectDocumented(demo, '/api/categories', '/api/categories');
    checked += await expectDocumented(demo, '/api/dashboard', '/api/dashboard');
    checked += await expectDocumented(demo, '/api/settings', '/api/settings');
    checked += await expectDocumented(demo, '/api/settings/rules', '/api/settings/rules');
    for (const { id } of clients) {
      checked += await expectDocumented(demo, '/api/client/:id', `/api/client/${id}`);
      checked += await expectDocumented(demo, '/api/programs/:clientId', `/api/programs/${id}`);
    }
    for (const { id } of products) checked += await expectDocumented(demo, '/api/product/:id', `/api/product/${id}`);
    expect(checked).toBeGreaterThan(100);
  });

  it("documents the practice's choices as one store: every choice in its GET, each one optional in its PUT", async () => {
    const rules = doc.paths['/api/settings/rules'] as unknown as { put: { requestBody: { content: Record<string, { schema: { properties: object; required?: string[] } }> } } };
    const body = rules.put.requestBody.content['application/json']!.schema;
    const choices = ['afterClientCreated', 'photoRetakeWeeks', 'photosWithoutConsent', 'priceEntry', 'reminderLeadHours'];
    expect(Object.keys(body.properties).sort()).toEqual(choices);
    expect(body.required ?? []).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => p === '/api/settings/follow-up')).toEqual([]);
    expect((await world.agent.put('/api/settings/rules', { afterClientCreated: 'file', priceEntry: 'HT' })).statusCode).toBe(200);
    expect(await expectDocumented(world.agent, '/api/settings/rules', '/api/settings/rules')).toBe(1);
  });

  it('documents what the API really does: null among nullable enums, the page size capped at 100, dates as dates', () => {
    const clients = doc.paths['/api/clients']?.get as unknown as { parameters: { name: string; schema: { maximum: number } }[] };
    expect(clients.parameters.find((p) => p.name === 'size')?.schema.maximum).toBe(100);
    const categories = JSON.stringify(doc.paths['/api/categories']?.get?.responses['200']);
    expect(categories).toContain('"enum":["TVA5,5%","TVA20%",null]');
    expect(JSON.stringify(doc.paths['/api/client/{id}']?.get?.responses['200'])).toContain('"birthday":{"nullable":true,"type":"string","format":"date"}');
  });
});
