import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { BOOT_FRAME_ID } from './boot-frame';

/** The frame the page's HTML paints (tools/rspack/boot-frame-plugin.mjs), inert, with a heading of its own. */
function paintFrame() {
  const frame = document.createElement('div');
  frame.id = BOOT_FRAME_ID;
  frame.inert = true;
  frame.innerHTML = '<main><h1>Connexion</h1></main>';
  document.body.prepend(frame);
}

afterEach(() => document.getElementById(BOOT_FRAME_ID)?.remove());

describe('the frame painted by the HTML', () => {
  it('gives way to the login page React renders: one heading, one main landmark', async () => {
    paintFrame();
    renderApp('/login', { user: null });
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(document.getElementById(BOOT_FRAME_ID)).toBeNull();
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it("gives way to the dashboard's layout, with its navigation", async () => {
    paintFrame();
    renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(document.getElementById(BOOT_FRAME_ID)).toBeNull();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('gives way to an error the router shows', async () => {
    paintFrame();
    renderApp('/no-such-page', { user: null });
    expect(await screen.findByRole('heading', { name: /Une erreur est survenue/ })).toBeInTheDocument();
    expect(document.getElementById(BOOT_FRAME_ID)).toBeNull();
  });
});
