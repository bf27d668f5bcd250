import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server, stubPrintWindow } from '@meche/testing';
import { routes } from '../routes';


// A 1×1 PNG: the logo the practitioner uploaded in the settings.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('programme sheet and the practice settings', { timeout: 20_000 }, () => {
  it("prints the practitioner's own details over config.json, with the SIRET and the logo inlined", async () => {
    const program = makeProgram(31, 'Cure', [makeCare(101, makeProduct(1, 'Shampoing doux', 12.5), 1)]);
    server.use(
      http.get(api('/programs/:clientId'), () => HttpResponse.json([program])),
      http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
      http.get(api('/settings'), () =>
        HttpResponse.json({ name: 'Cabinet Lumière', address: null, phone: null, siret: '12345678900012', hasLogo: true, modified: '2026-11-24T02:00:00.000Z' }),
      ),
      http.get(api('/settings/logo'), () => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } })),
    );
    const { doc } = stubPrintWindow();
    const { user } = renderRemote(routes, `/dashboard/client/${CLIENT_ID}/add-care`, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.click(await screen.findByRole('button', { name: 'Imprimer' }));
    await waitFor(() => expect(doc.querySelector('.practice-name')).not.toBeNull());
    expect(doc.querySelector('.practice-name')?.textContent).toBe('Cabinet Lumière');
    // No address in the settings: the deployment's default is printed.
    expect(doc.body.textContent).toContain('1 rue des Tests, 69000 Lyon');
    expect(doc.body.textContent).toContain('SIRET : 12345678900012');
    expect(doc.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });
});
