import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getClient } from './clients';
import { contraindicationConflict } from './contraindication-conflict';
import { describeError } from './errors';
import { server } from '@meche/testing';

async function errorFor(answer: () => Response): Promise<unknown> {
  server.use(mswHttp.get('/api/client/:id', answer));
  return getClient(1).catch((error: unknown) => error);
}

const body = {
  message: "Produit contre-indiqué pour ce client : « Huile » (Grossesse). Confirmez la prise en compte de la contre-indication avant d'enregistrer.",
  conflicts: [{ careIndex: 0, productId: 4, productName: 'Huile', reasons: ['grossesse'] }],
};

describe('contraindicationConflict', () => {
  it('gives the products and reasons of a 409 refused for a contraindication, and its message reads', async () => {
    const error = await errorFor(() => HttpResponse.json(body, { status: 409 }));
    expect(contraindicationConflict(error)).toEqual(body);
    expect(describeError(error)).toMatchObject({ status: 409, message: body.message });
  });

  it('is undefined for any other 409 or failure', async () => {
    expect(contraindicationConflict(await errorFor(() => HttpResponse.json({ message: 'Conflit' }, { status: 409 })))).toBeUndefined();
    expect(contraindicationConflict(await errorFor(() => HttpResponse.json(body, { status: 400 })))).toBeUndefined();
    expect(contraindicationConflict(new Error('x'))).toBeUndefined();
  });
});
