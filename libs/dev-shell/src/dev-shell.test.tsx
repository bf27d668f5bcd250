import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_CONTENT, defineRemote } from '@meche/remote-contract';
import { pageNames } from '@meche/runtime';
import { api, loginResponse, server } from '@meche/testing';
import { startDevShell } from './dev-shell';

beforeEach(() => server.use(http.post(api('/login'), () => HttpResponse.json(loginResponse))));

describe('startDevShell', () => {
  it("asks a remote's developer to sign in, then shows the remote's pages under /dashboard", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/dashboard/demo');
    startDevShell({
      title: 'Mèche · Démo (dev)',
      remote: defineRemote({
        name: 'demo',
        attach: DASHBOARD_CONTENT,
        nav: [{ label: 'Démo', path: 'demo', order: 1 }],
        routes: [{ path: 'demo', element: <p>Page du module</p> }],
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Mèche · Démo (dev)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'meche-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));

    expect(await screen.findByText('Page du module')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Démo' })).toHaveAttribute('href', '/dashboard/demo');
  });

  it('resolves the remote’s own page names, below the stand-in of the route it attaches to', () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/dashboard/fiche/2/notes/5');
    startDevShell({
      title: 'Mèche · Notes (dev)',
      remote: defineRemote({ name: 'notes', attach: 'fiche', nav: [], routes: [{ path: 'notes/:noteId' }], pages: { 'notes.note': 'notes/:noteId' } }),
      parent: { id: 'fiche', path: 'fiche/:ficheId' },
    });
    expect(pageNames.href('notes.note', { ficheId: 2, noteId: 5 })).toBe('/dashboard/fiche/2/notes/5');
  });
});
