import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@meche/contracts';
import { createHarness, type Agent, type Harness } from '../test/harness';
import { clientBody, productBody } from '../test/route-table';

let h: Harness;
let me: Agent & { userId: number };
beforeAll(async () => {
  h = await createHarness();
  me = await h.practitioner('dashboard@summary.test');
});
afterAll(() => h?.close());

describe('GET /api/dashboard', () => {
  it('counts the practitioner’s own clients, products and programmes and lists the latest programmes first', async () => {
    expect((await me.get('/api/dashboard')).json()).toEqual({ clients: 0, products: 0, programs: 0, recentPrograms: [] });

    const clientId = (await me.post('/api/client', clientBody('DASH'))).json<{ id: number }>().id;
    await me.post('/api/client', clientBody('DASH2'));
    const productId = (await me.post('/api/product', { ...productBody('DASH', null), productPrice: 10 })).json<{ id: number }>().id;
    const references: string[] = [];
    for (let i = 1; i <= 7; i++) {
      references.push(`Programme ${i}`);
      await me.post('/api/program', { clientId, programReference: `Programme ${i}`, cares: [{ productDTO: { id: productId }, quantity: i }] });
    }
    const other = await h.practitioner('other@summary.test');
    await other.post('/api/client', clientBody('OTHER'));

    const summary = (await me.get('/api/dashboard')).json<DashboardSummary>();
    expect(summary).toMatchObject({ clients: 2, products: 1, programs: 7 });
    expect(summary.recentPrograms.map((p) => p.programReference)).toEqual(references.slice(2).reverse());
    expect(summary.recentPrograms[0]).toMatchObject({ clientId, clientFirstName: 'Prénom DASH', clientLastName: 'Nom DASH', totalProgramPrice: 70 });
    expect((await other.get('/api/dashboard')).json()).toMatchObject({ clients: 1, products: 0, programs: 0, recentPrograms: [] });
  });
});
