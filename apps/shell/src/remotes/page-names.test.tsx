import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MailMessageList } from '@meche/contracts';
import { server } from '@meche/testing';
import { renderApp } from '../test/render-app';
import { linkedRemotes, testDescriptors } from '../test/remotes';

const oneMessage: MailMessageList = {
  transportConfigured: true,
  messages: [
    {
      id: 2,
      kind: 'visit-reminder',
      status: 'sent',
      recipient: 'client2@client.test',
      subject: 'Rappel 2',
      clientId: 2,
      sendAfter: '2026-11-20T08:00:00.000Z',
      sentAt: '2026-11-20T08:00:05.000Z',
      attempts: 1,
      lastError: null,
      created: '2026-11-18T10:00:00.000Z',
    },
  ],
};

/** The Messages page, whose recipient links to the client's page (the clients remote's). */
function openMessages(options: Parameters<typeof renderApp>[1]) {
  server.use(http.get('/api/messages', () => HttpResponse.json(oneMessage)));
  renderApp('/dashboard/messages', options);
}

async function recipient() {
  const table = await screen.findByRole('table', { name: 'Messages du cabinet' });
  return within(table).getByRole('cell', { name: 'client2@client.test' });
}

describe('links to another app’s page, by the name its remote publishes', () => {
  it('lead where the remote’s descriptor says the page is, as the remote moved it', async () => {
    const [clients, ...others] = linkedRemotes;
    const moved = { ...clients!, routes: [{ path: 'fiche/:clientId' }], pages: { 'clients.client': 'fiche/:clientId' } };
    openMessages({ remotes: [...testDescriptors, moved, ...others] });
    expect(within(await recipient()).getByRole('link')).toHaveAttribute('href', '/dashboard/fiche/2');
  });

  it('show their text without a link when the page’s remote is not deployed, saying so once in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openMessages({ remotes: testDescriptors });
    const cell = await recipient();
    expect(within(cell).queryByRole('link')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Page "clients.client" is published by no loaded remote: its links are shown as text.');
  });

  it('show their text without a link when the page’s remote is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [clients] = linkedRemotes;
    openMessages({
      outcomes: { clients: () => ({ kind: 'refused', descriptor: { ...clients!, contract: '2.0' }, reason: 'clients refused' }) },
    });
    expect(within(await recipient()).queryByRole('link')).toBeNull();
  });
});
