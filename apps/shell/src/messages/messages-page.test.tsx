import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MailMessage, MailMessageList } from '@meche/contracts';
import { api, server } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { MESSAGES_TEXTS } from './messages-page';

const message = (id: number, over: Partial<MailMessage>): MailMessage => ({
  id,
  kind: 'visit-reminder',
  status: 'sent',
  recipient: `client${id}@client.test`,
  subject: `Rappel ${id}`,
  clientId: id,
  sendAfter: '2026-11-20T08:00:00.000Z',
  sentAt: '2026-11-20T08:00:05.000Z',
  attempts: 1,
  lastError: null,
  created: '2026-11-18T10:00:00.000Z',
  ...over,
});

const answering = (list: MailMessageList) => server.use(http.get(api('/messages'), () => HttpResponse.json(list)));

describe('the Messages page', () => {
  it('lists what was sent, waits or failed, in French, with the server’s refusal, and filters by state', async () => {
    answering({
      transportConfigured: true,
      messages: [
        message(3, { status: 'failed', sentAt: null, attempts: 6, lastError: '550 Boîte inconnue', kind: 'document', subject: 'Votre fiche' }),
        message(2, { status: 'queued', sentAt: null, sendAfter: '2026-11-27T09:00:00.000Z' }),
        message(1, {}),
      ],
    });
    renderApp('/dashboard/messages');
    const table = await screen.findByRole('table', { name: 'Messages du cabinet' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Prévu le 20/11/2026 09:00', 'client3@client.test', 'Votre fiche', 'Document', 'Échec6 essais : 550 Boîte inconnue'],
      ['Prévu le 27/11/2026 10:00', 'client2@client.test', 'Rappel 2', 'Rappel de rendez-vous', 'En attente'],
      ['Envoyé le 20/11/2026 09:00', 'client1@client.test', 'Rappel 1', 'Rappel de rendez-vous', 'Envoyé'],
    ]);
    expect(within(table).getByRole('link', { name: 'client2@client.test' })).toHaveAttribute('href', '/dashboard/client/2');
    expect(screen.queryByText(MESSAGES_TEXTS.noTransport)).not.toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'État' }), 'Échec');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('says messages wait when no SMTP server is configured, and is reached from the sidebar', async () => {
    answering({ transportConfigured: false, messages: [] });
    renderApp('/dashboard');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Messages' }));
    expect(await screen.findByText(MESSAGES_TEXTS.noTransport)).toHaveAttribute('role', 'status');
    expect(screen.getByText(MESSAGES_TEXTS.empty)).toBeInTheDocument();
  });

  it('says so in French, with a retry, when the list cannot be read', async () => {
    server.use(http.get(api('/messages'), () => HttpResponse.json({ message: 'Une erreur est survenue.' }, { status: 500 })));
    renderApp('/dashboard/messages');
    expect(await screen.findByRole('alert')).toHaveTextContent(/messages|erreur/i);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
