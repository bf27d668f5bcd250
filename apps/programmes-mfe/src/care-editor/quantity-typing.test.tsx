import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProgramUpdateInput } from '@meche/contracts';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';


const shampoo = makeProduct(1, 'Shampoing doux', 12.5);

describe('typing a quantity', { timeout: 20_000 }, () => {
  it("refuses '2,5' with a field error instead of reading 25, until the practitioner corrects it", async () => {
    const program = makeProgram(31, 'Cure', [makeCare(101, shampoo, 1)]);
    const puts: ProgramUpdateInput[] = [];
    server.use(
      http.get(api('/programs/:clientId'), () => HttpResponse.json([program])),
      http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
      http.put(api('/program/update/:id'), async ({ request }) => {
        puts.push((await request.json()) as ProgramUpdateInput);
        return HttpResponse.json(program);
      }),
    );
    const { user } = renderRemote(routes, `/dashboard/client/${CLIENT_ID}/add-care`, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantité de Shampoing doux' });
    await user.clear(quantity);
    await user.type(quantity, '2,5');
    expect(quantity).toHaveAccessibleDescription('Quantité entière : écrivez 1, 2, 3…, sans virgule.');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await screen.findAllByText('Quantité entière : écrivez 1, 2, 3…, sans virgule.')).toHaveLength(2);
    expect(puts).toHaveLength(0);

    await user.type(quantity, '{Backspace}');
    expect(quantity).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.cares[0]).toMatchObject({ quantity: 2 });
  });
});
