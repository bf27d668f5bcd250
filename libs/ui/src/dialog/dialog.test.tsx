import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ajouter un produit
      </button>
      {open && (
        <Dialog title="Ajouter un produit" onClose={() => setOpen(false)}>
          <label>
            Chercher un produit <input />
          </label>
          <button type="button">Ajouter</button>
        </Dialog>
      )}
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Opener />);
  const trigger = screen.getByRole('button', { name: 'Ajouter un produit' });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('dialog', { name: 'Ajouter un produit' }) };
}

describe('Dialog', () => {
  it('opens modal, named by its title, with the focus on its first field', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Chercher un produit')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, from the close button round to the last button', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Fermer' });
    const add = screen.getByRole('button', { name: 'Ajouter' });
    await user.tab();
    expect(add).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(add).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const { user, trigger } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("closes on 'Fermer' and gives the focus back", async () => {
    const { user, trigger } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
