import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuditEntry, type Care, type Program } from '@meche/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { snapshotDatabase } from '../test/db-snapshot';
import { createHarness, createdId, type Agent, type Harness } from '../test/harness';
import { clientBody, productBody } from '../test/route-table';

/**
 * Every route that writes a care applies every rule of a care save: the same answers, named the route's way.
 * Each case starts from a programme holding a care of `kept` and a care of `spare`; the route writes one more care
 * (or, for PUT /api/care/{id}, turns the spare one into it).
 */
let h: Harness;
let me: Agent & { userId: number };
let other: Agent & { userId: number };
let clientId: number;
let kept: number;
let spare: number;
let vat20: number;
let romarin: number;
let theirs: number;

beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('me@write-path.test');
  other = await h.practitioner('other@write-path.test');
  clientId = createdId(await me.post('/api/client', { ...clientBody('PATH'), enceinte: 'Oui, 4 mois' }));
  const category = createdId(await me.post('/api/category', { name: 'Soins PATH', tva: 'TVA20%' }));
  kept = createdId(await me.post('/api/product', { ...productBody('PATH', null, '-kept'), productPrice: 5 }));
  spare = createdId(await me.post('/api/product', { ...productBody('PATH', null, '-spare'), productPrice: 2 }));
  vat20 = createdId(await me.post('/api/product', { ...productBody('PATH', category, '-vat'), productPrice: 7.3 }));
  romarin = createdId(await me.post('/api/product', { ...productBody('PATH', null, '-romarin'), productPrice: 1, contraindications: ['grossesse'] }));
  theirs = createdId(await other.post('/api/product', productBody('THEIRS', null)));
});
afterAll(() => h?.close());

interface CareBody {
  productDTO: { id: number };
  quantity: number;
  acknowledgedContraindications?: string[];
}

interface Route {
  name: string;
  /** How the route's answers name a field of the care it writes. */
  field: (name: string) => string;
  careIndex: number | null;
  ok: number;
  /** Writes `care` into a programme holding a care of `kept` and one of `spare`; `program` is that programme. */
  write: (program: Program, care: CareBody) => Promise<LightMyRequestResponse>;
}

const inBody = (name: string) => `cares.1.${name}`;
const alone = (name: string) => name;
const [keptCare, spareCare] = [(p: Program) => p.cares[0] as Care, (p: Program) => p.cares[1] as Care];

const ROUTES: Route[] = [
  {
    name: 'POST /api/program',
    field: inBody,
    careIndex: 1,
    ok: 201,
    write: (p, care) => me.post('/api/program', { clientId, programReference: 'Neuve', cares: [{ productDTO: { id: kept }, quantity: keptCare(p).quantity }, care] }),
  },
  {
    name: 'PUT /api/program/update/{id} (full save)',
    field: inBody,
    careIndex: 1,
    ok: 200,
    write: (p, care) => me.put(`/api/program/update/${p.id}`, { ...p, programReference: 'Renommée', cares: [keptCare(p), care] }),
  },
  {
    name: 'PUT /api/program/update/{id} (the planning’s {cares})',
    field: inBody,
    careIndex: 1,
    ok: 200,
    write: (p, care) => me.put(`/api/program/update/${p.id}`, { cares: [keptCare(p), { ...spareCare(p), ...care }] }),
  },
  {
    name: 'POST /api/care',
    field: alone,
    careIndex: null,
    ok: 201,
    write: (p, care) => me.post('/api/care', { clientId, programId: p.id, ...care }),
  },
  {
    name: 'PUT /api/care/{id}',
    field: alone,
    careIndex: null,
    ok: 200,
    write: (p, care) => me.put(`/api/care/${spareCare(p).id}`, care),
  },
];

async function newProgram(): Promise<Program> {
  const res = await me.post('/api/program', {
    clientId,
    programReference: 'Départ',
    cares: [
      { productDTO: { id: kept }, quantity: 2 },
      { productDTO: { id: spare }, quantity: 1 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Program>();
}

/** The programme the route wrote into (a new one for POST /api/program). */
async function written(route: Route, before: Program, res: LightMyRequestResponse): Promise<Program> {
  const id = route.name === 'POST /api/program' ? res.json<Program>().id : before.id;
  return (await me.get(`/api/program/${id}`)).json<Program>();
}

const unchanged = async (write: () => Promise<LightMyRequestResponse>) => {
  const before = await snapshotDatabase(h.database.db);
  const res = await write();
  expect(await snapshotDatabase(h.database.db)).toEqual(before);
  return res;
};

describe.each(ROUTES)('$name goes through the one care write path', (route) => {
  it('refuses another practitioner’s product under the care’s field, writing nothing', async () => {
    const program = await newProgram();
    const res = await unchanged(() => route.write(program, { productDTO: { id: theirs }, quantity: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [route.field('productDTO')]: MSG.notFound });
  });

  it('refuses a product the programme already holds, writing nothing', async () => {
    const program = await newProgram();
    const res = await unchanged(() => route.write(program, { productDTO: { id: kept }, quantity: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [route.field('productDTO')]: MSG.duplicateProduct });
  });

  it('takes the catalogue’s price and VAT for the new product, and the total follows', async () => {
    const program = await newProgram();
    const res = await route.write(program, { productDTO: { id: vat20 }, quantity: 3 });
    expect(res.statusCode, res.body).toBe(route.ok);
    const saved = await written(route, program, res);
    const care = saved.cares.find((c) => c.productDTO.id === vat20);
    expect(care).toMatchObject({ unitPrice: 7.3, tva: 'TVA20%', quantity: 3, carePrice: 21.9, catalogue: null });
    expect(saved.totalProgramPrice).toBe(saved.cares.reduce((sum, c) => Math.round((sum + c.carePrice) * 100) / 100, 0));
    expect(saved.cares.map((c) => c.productDTO.id).sort()).toEqual(
      (route.name.startsWith('POST /api/care') ? [kept, spare, vat20] : [kept, vat20]).sort(),
    );
  });

  it('asks for the contraindication to be acknowledged (409, nothing written), then stores and audits the acknowledgement', async () => {
    const program = await newProgram();
    const care = { productDTO: { id: romarin }, quantity: 1 };
    const refused = await unchanged(() => route.write(program, care));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ conflicts: [{ careIndex: route.careIndex, productId: romarin, reasons: ['grossesse'] }] });

    const auditBefore = (await me.get(`/api/client/${clientId}/audit`)).json<AuditEntry[]>().filter((a) => a.action === 'contraindication-ack');
    const res = await route.write(program, { ...care, acknowledgedContraindications: ['grossesse'] });
    expect(res.statusCode, res.body).toBe(route.ok);
    const saved = (await written(route, program, res)).cares.find((c) => c.productDTO.id === romarin);
    expect(saved?.acknowledgements).toMatchObject([{ productId: romarin, reasons: ['grossesse'], userId: me.userId }]);
    const auditAfter = (await me.get(`/api/client/${clientId}/audit`)).json<AuditEntry[]>().filter((a) => a.action === 'contraindication-ack');
    expect(auditAfter).toHaveLength(auditBefore.length + 1);
  });
});
