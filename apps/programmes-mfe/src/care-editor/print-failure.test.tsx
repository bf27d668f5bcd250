import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as Kit from '@meche/front-kit';
import { api, CLIENT_DETAIL_ATTACH, CLIENT_ID, makeCare, makeProduct, makeProgram, programmeClient, renderRemote, server } from '@meche/testing';
import { routes } from '../routes';

// The sheet's markup is the one thing replaced here: an empty document is the print's failure to report.
vi.mock('@meche/front-kit', async (importOriginal) => {
  const kit = await importOriginal<typeof Kit>();
  return {
    ...kit,
    usePrintSheet: () => {
      const printSheet = kit.usePrintSheet();
      return (sheet: Kit.SheetToPrint) => printSheet({ ...sheet, body: () => '' });
    },
  };
});

describe('programme sheet failure', { timeout: 20_000 }, () => {
  it("says 'Le contenu de l'impression est introuvable.' when there is nothing to print", async () => {
    const program = makeProgram(31, 'Cure', [makeCare(101, makeProduct(1, 'Shampoing', 10), 1)]);
    server.use(
      http.get(api('/programs/:clientId'), () => HttpResponse.json([program])),
      http.get(api('/client/:id'), () => HttpResponse.json(programmeClient())),
    );
    const { user } = renderRemote(routes, `/dashboard/client/${CLIENT_ID}/add-care`, { attach: CLIENT_DETAIL_ATTACH });
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.click(await screen.findByRole('button', { name: 'Imprimer' }));
    expect(await screen.findByText("Le contenu de l'impression est introuvable.")).toBeInTheDocument();
  });
});
