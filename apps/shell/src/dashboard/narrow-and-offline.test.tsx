import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { OFFLINE_MESSAGE } from './offline-banner';

afterEach(() => onlineManager.setOnline(true));

describe('dashboard on a narrow screen and offline', () => {
  it("has a 'Menu' button that opens the sidebar's links and folds them again once one is chosen", async () => {
    renderApp('/dashboard');
    const user = userEvent.setup();
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    expect(within(panel).getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Profile' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('says the modifications will be sent when the network is back, while offline', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Bonjour, Camille Martin!' });
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText('Hors connexion — vos modifications seront envoyées au retour du réseau')).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument());
  });
});
