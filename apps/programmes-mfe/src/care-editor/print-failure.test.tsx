import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type * as Ui from '@meche/ui';
import { CLIENT_ID, makeCare, makeClient, makeProduct, makeProgram } from '../test/fixtures';
import { renderProgrammes } from '../test/render-programmes';
import { listenToMsw, server } from '../test/server';

// The sheet's markup is the one thing replaced here: an empty document is the print's failure to report.
vi.mock('@meche/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return {
    ...ui,
    usePrintSheet: () => {
      const printSheet = ui.usePrintSheet();
      return (sheet: Ui.SheetToPrint) => printSheet({ ...sheet, body: () => '' });
    },
  };
});

listenToMsw();

describe('programme sheet failure', { timeout: 20_000 }, () => {
  it("says 'Le contenu de l'impression est introuvable.' when there is nothing to print", async () => {
    const program = makeProgram(31, 'Cure', [makeCare(101, makeProduct(1, 'Shampoing', 10), 1)]);
    server.use(
      http.get('*/api/programs/:clientId', () => HttpResponse.json([program])),
      http.get('*/api/client/:id', () => HttpResponse.json(makeClient())),
    );
    const { user } = renderProgrammes(`/dashboard/client/${CLIENT_ID}/add-care`);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    await user.click(screen.getByRole('button', { name: 'Imprimer' }));
    expect(await screen.findByText("Le contenu de l'impression est introuvable.")).toBeInTheDocument();
  });
});
