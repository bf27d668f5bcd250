import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getClient } from './clients';
import { describeError, errorMessage } from './errors';
import { server } from '@meche/testing';

async function errorFor(answer: () => Response): Promise<unknown> {
  server.use(mswHttp.get('/api/client/:id', answer));
  return getClient(1).catch((error: unknown) => error);
}

describe('describeError', () => {
  it('gives the field messages of a 400 (each under its field)', async () => {
    const error = await errorFor(() =>
      HttpResponse.json({ email: 'Email invalide', name: 'Ce champ est obligatoire.' }, { status: 400 }),
    );
    expect(describeError(error)).toEqual({
      kind: 'response',
      status: 400,
      message: 'Email invalide',
      fieldErrors: { email: 'Email invalide', name: 'Ce champ est obligatoire.' },
    });
  });

  it("gives the server's message of any other error response", async () => {
    const error = await errorFor(() =>
      HttpResponse.json({ message: 'Ce client possède des programmes de soins.' }, { status: 409 }),
    );
    expect(describeError(error)).toEqual({
      kind: 'response',
      status: 409,
      message: 'Ce client possède des programmes de soins.',
      fieldErrors: undefined,
    });
    expect(errorMessage(error)).toBe('Ce client possède des programmes de soins.');
  });

  it('treats a 400 carrying a message as a message, not as field errors', async () => {
    const error = await errorFor(() => HttpResponse.json({ message: 'Requête invalide' }, { status: 400 }));
    expect(describeError(error)).toMatchObject({ status: 400, message: 'Requête invalide', fieldErrors: undefined });
  });

  it('has no message for a body it cannot read', async () => {
    const error = await errorFor(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    expect(describeError(error)).toMatchObject({ kind: 'response', status: 502, message: undefined });
  });

  it("reports 'no-response' when the server cannot be reached ('No response from server.')", async () => {
    const error = await errorFor(() => HttpResponse.error());
    expect(describeError(error)).toMatchObject({ kind: 'no-response' });
  });

  it("reports 'other' for an error that is not an HTTP one", () => {
    expect(describeError(new Error('Client ID is required to update client.'))).toEqual({
      kind: 'other',
      message: 'Client ID is required to update client.',
    });
    expect(describeError('boom')).toEqual({ kind: 'other', message: 'boom' });
  });
});
