import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getClient } from '@meche/api-client';
import { api, server } from '@meche/testing';
import { renderWithKit } from '../test/render-with-kit';
import { useSaveFlow, type AfterSave } from './use-save-flow';

interface FormProps {
  after: AfterSave;
  save(name: string): Promise<string>;
  onFields?(fields: Record<string, string>): void;
  onFailed?(): void;
}

function Form({ after, save, onFields, onFailed }: FormProps) {
  const flow = useSaveFlow({ save, after, saved: 'Enregistré.', failure: { server: (m) => `Erreur: ${m}` }, onFields, onFailed });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submit('Dupont');
      }}
    >
      {flow.failure ? <p role="alert">{flow.failure.message}</p> : null}
      <button type="submit" disabled={flow.saving}>
        Sauvegarder
      </button>
    </form>
  );
}

/** A save the server refuses with `body` and `status`. */
function refused(body: object, status: number) {
  server.use(mswHttp.get(api('/client/:id'), () => HttpResponse.json(body, { status })));
  return () => getClient(1).then(() => 'jamais');
}

describe('useSaveFlow', () => {
  it('stays on the page, saved with its toast, and sends a double click once', async () => {
    const save = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('ok'), 100)));
    const { user } = renderWithKit(<Form after={{ kind: 'stay' }} save={save} />);
    await user.dblClick(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Enregistré.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it("shows a failure on the page in the screen's words, and a validation answer's fields to the form", async () => {
    const onFields = vi.fn();
    const { user } = renderWithKit(<Form after={{ kind: 'navigate', to: '/liste' }} save={refused({ name: 'Ce champ est obligatoire.' }, 400)} onFields={onFields} />);
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur: Ce champ est obligatoire.');
    expect(onFields).toHaveBeenCalledWith({ name: 'Ce champ est obligatoire.' });
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('goes to the next page once saved', async () => {
    const { user } = renderWithKit(<Form after={{ kind: 'navigate', to: '/liste' }} save={async () => 'ok'} />);
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/liste');
  });

  it('goes at once when asked, the failure arriving there as a toast, the typed work kept', async () => {
    const onFailed = vi.fn();
    const { user } = renderWithKit(<Form after={{ kind: 'navigate-at-once', to: '/liste' }} save={refused({ message: 'Nom déjà pris' }, 409)} onFailed={onFailed} />);
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/liste');
    expect(await screen.findByText('Erreur: Nom déjà pris')).toBeInTheDocument();
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
  });
});
