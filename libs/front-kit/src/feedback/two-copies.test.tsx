import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type * as OwnContextModule from '../test/own-context';
import { OwnContext } from '../test/own-context';
import type * as FeedbackContextModule from './feedback-context';
import { useConfirm as shellUseConfirm, useNotify as shellUseNotify } from './feedback-context';
import { UiProvider } from './ui-provider';

/**
 * Stateless libs are bundled into each app: a remote's pages run their own copy of this module under the shell's
 * UiProvider. A `?query` import gives this test such a second copy, as a second bundle would.
 */
function secondCopy<Module>(specifier: string): Promise<Module> {
  return import(/* @vite-ignore */ `${specifier}?second-copy`) as Promise<Module>;
}
const remoteCopy = () => secondCopy<typeof FeedbackContextModule>(new URL('./feedback-context.ts', import.meta.url).pathname);

describe('the dialog and toast channel across two copies of @meche/ui', () => {
  it('reaches the one provider of the page from a second copy of the hooks', async () => {
    const remote = await remoteCopy();
    expect(remote.useConfirm).not.toBe(shellUseConfirm);
    expect(remote.useNotify).not.toBe(shellUseNotify);

    function RemotePage() {
      const confirm = remote.useConfirm();
      const notify = remote.useNotify();
      const [answer, setAnswer] = useState('');
      const ask = async () => {
        const yes = await confirm('Voulez-vous supprimer ce client ?');
        setAnswer(String(yes));
        notify('Client supprimé', 'success');
      };
      return (
        <>
          <button type="button" onClick={() => void ask()}>
            Supprimer
          </button>
          <output>{answer}</output>
        </>
      );
    }
    render(
      <UiProvider>
        <RemotePage />
      </UiProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(screen.getByText('Client supprimé')).toBeInTheDocument();
  });

  it('would not if the lib created its own context: a second copy is a second context', async () => {
    const copy = await secondCopy<typeof OwnContextModule>(new URL('../test/own-context.ts', import.meta.url).pathname);
    expect(copy.OwnContext).not.toBe(OwnContext);
    function Reader() {
      return <p>{useContext(copy.OwnContext) ?? 'aucun fournisseur'}</p>;
    }
    render(
      <OwnContext.Provider value="fournisseur du shell">
        <Reader />
      </OwnContext.Provider>,
    );
    expect(screen.getByText('aucun fournisseur')).toBeInTheDocument();
  });
});
