import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDevShell } from './dev-shell';

const server = setupServer(
  http.post('/api/login', () =>
    HttpResponse.json({ id: 7, phone: null, role: 'USER', userName: 'Camille Martin', accessExpiresIn: 900 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('startDevShell', () => {
  it("asks a remote's developer to sign in, then shows the remote's pages under /dashboard", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.pushState({}, '', '/dashboard/demo');
    startDevShell({
      title: 'Mèche · Démo (dev)',
      routes: [{ path: 'demo', element: <p>Page du module</p> }],
      links: [{ to: '/dashboard/demo', label: 'Démo' }],
    });

    expect(await screen.findByRole('heading', { name: 'Mèche · Démo (dev)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mot de passe'), 'meche-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Connecter' }));

    expect(await screen.findByText('Page du module')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Démo' })).toHaveAttribute('href', '/dashboard/demo');
  });
});
