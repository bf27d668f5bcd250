import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProgramUpdateInput } from '@meche/contracts';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

const NOT_WHOLE = 'Quantité entière : écrivez 1, 2, 3…, sans virgule.';
const shampoo = makeProduct(1, 'Shampoing doux', 12.5);

function openEditor() {
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
  const rendered = renderRemote(routes, `/dashboard/client/${CLIENT_ID}/add-care`, { attach: CLIENT_DETAIL_ATTACH });
  return { ...rendered, puts };
}

describe('typing a quantity', { timeout: 20_000 }, () => {
  it("shows '1,5' as typed with the one message, no price or total from it, until the practitioner corrects it", async () => {
    const { user, puts } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantité de Shampoing doux' });
    await user.clear(quantity);
    await user.type(quantity, '1,5');
    expect(quantity).toHaveValue('1,5');
    expect(quantity).toHaveAccessibleDescription(NOT_WHOLE);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(NOT_WHOLE)).toHaveLength(1);
    expect(screen.getByLabelText('Prix du soin Shampoing doux')).toHaveTextContent('quantité à corriger');
    expect(screen.getByTestId('program-total')).not.toHaveTextContent('€');

    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    expect(await screen.findAllByText(NOT_WHOLE)).toHaveLength(2);
    expect(puts).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(quantity).toHaveAttribute('aria-invalid', 'false');
    expect(quantity).not.toHaveAccessibleDescription(NOT_WHOLE);
    expect(screen.getByTestId('program-total')).toHaveTextContent('25.00 €');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les soins' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.cares[0]).toMatchObject({ quantity: 2 });
  });

  it('steps with the arrow keys, as a spinbutton does', async () => {
    const { user } = openEditor();
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantité de Shampoing doux' });
    await user.click(quantity);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(quantity).toHaveValue('3');
    expect(quantity).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowDown}');
    expect(quantity).toHaveValue('2');
    expect(screen.getByTestId('program-total')).toHaveTextContent('25.00 €');
  });
});
