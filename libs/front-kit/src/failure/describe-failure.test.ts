import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getClient } from '@meche/api-client';
import { api, server } from '@meche/testing';
import { describeFailure } from './describe-failure';

async function failureOf(answer: () => Response): Promise<unknown> {
  server.use(mswHttp.get(api('/client/:id'), answer));
  return getClient(1).catch((error: unknown) => error);
}

const serverMessage = () => HttpResponse.json({ message: 'Ce client possède des programmes de soins.' }, { status: 409 });
const bare = () => new HttpResponse('<html>Bad gateway</html>', { status: 502 });
const invalid = () => HttpResponse.json({ 'cares.0.quantity': 'La quantité minimale est 1.', name: 'Ce champ est obligatoire.' }, { status: 400 });

describe('describeFailure, without wording', () => {
  it("reads the server's message, 'Une erreur est survenue.' without one, the error's own message without an answer", async () => {
    expect(describeFailure(await failureOf(serverMessage))).toEqual({ message: 'Ce client possède des programmes de soins.', fields: null });
    expect(describeFailure(await failureOf(bare)).message).toBe('Une erreur est survenue.');
    expect(describeFailure(await failureOf(() => HttpResponse.error())).message).toBe('Network Error');
    expect(describeFailure(new Error('boom')).message).toBe('boom');
    expect(describeFailure(new Error('')).message).toBe('Une erreur est survenue.');
  });

  it("gives a validation answer's fields, its first message as the sentence", async () => {
    expect(describeFailure(await failureOf(invalid))).toEqual({
      message: 'La quantité minimale est 1.',
      fields: { 'cares.0.quantity': 'La quantité minimale est 1.', name: 'Ce champ est obligatoire.' },
    });
  });
});

describe("describeFailure, in a screen's words", () => {
  const addClient = {
    server: (m: string) => `Erreur: ${m}`,
    noMessage: (status: number) => `Erreur: HTTP ${status}`,
    noResponse: 'No response from server.',
    other: (m: string) => `Error: ${m}`,
  };

  it('wraps each kind of failure as the screen says it', async () => {
    expect(describeFailure(await failureOf(serverMessage), addClient).message).toBe('Erreur: Ce client possède des programmes de soins.');
    expect(describeFailure(await failureOf(bare), addClient).message).toBe('Erreur: HTTP 502');
    expect(describeFailure(await failureOf(() => HttpResponse.error()), addClient).message).toBe('No response from server.');
    expect(describeFailure(new Error('boom'), addClient).message).toBe('Error: boom');
  });

  it("words a page error as the server's message when the screen has no wording for it", () => {
    expect(describeFailure(new Error('Network Error'), { server: (m) => `Erreur: ${m}` }).message).toBe('Erreur: Network Error');
  });

  it("keeps the screen's own sentence whenever the server said nothing itself", async () => {
    const wording = { fallback: 'Le tableau de bord ne peut pas être chargé.' };
    expect(describeFailure(await failureOf(serverMessage), wording).message).toBe('Ce client possède des programmes de soins.');
    expect(describeFailure(await failureOf(bare), wording).message).toBe('Le tableau de bord ne peut pas être chargé.');
    expect(describeFailure(await failureOf(() => HttpResponse.error()), wording).message).toBe('Le tableau de bord ne peut pas être chargé.');
    expect(describeFailure(new Error('boom'), wording).message).toBe('Le tableau de bord ne peut pas être chargé.');
  });

  it('gives a validation answer its own sentence when the screen has one for its fields', async () => {
    const wording = {
      invalid: (fields: Record<string, string>) => (Object.keys(fields).some((key) => key.startsWith('cares')) ? "Une erreur est survenue lors de l'ajout du soin." : undefined),
      server: () => "Une erreur est survenue lors de l'enregistrement du programme.",
    };
    expect(describeFailure(await failureOf(invalid), wording).message).toBe("Une erreur est survenue lors de l'ajout du soin.");
    expect(describeFailure(await failureOf(serverMessage), wording).message).toBe("Une erreur est survenue lors de l'enregistrement du programme.");
  });
});
