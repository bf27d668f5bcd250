import { useState, type FormEvent } from 'react';
import { useCreateProtocol } from '@meche/api-client';
import { TEXT_MAX, type Program } from '@meche/contracts';
import { useNotify, describeFailure, FailureText } from '@meche/front-kit';
import { Dialog } from '@meche/ui';
import styles from './planning.module.css';

const SAVE_AS_PROTOCOL = 'Enregistrer comme protocole';

/**
 * 'Enregistrer comme protocole': the programme as saved (cares, quantities, plan from its start, doses) becomes a
 * named template. Unsaved ticks are not in it, so the button asks for a save first.
 */
export function SaveAsProtocol({ program, dirty }: { program: Program; dirty: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(program.programReference);
  const [error, setError] = useState<string | undefined>();
  const create = useCreateProtocol();
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await create.mutateAsync({ name, programId: program.id });
      notify(`Protocole « ${saved.name} » enregistré.`, 'success');
      setOpen(false);
    } catch (failure) {
      // A 400 names the field: its message is the name's (describeFailure reads it first).
      setError(describeFailure(failure).message);
    }
  };

  return (
    <>
      <button
        type="button"
        className="meche-btn"
        disabled={dirty}
        title={dirty ? 'Sauvegardez le planning avant d’en faire un protocole.' : undefined}
        onClick={() => setOpen(true)}
      >
        {SAVE_AS_PROTOCOL}
      </button>
      {open && (
        <Dialog title={SAVE_AS_PROTOCOL} onClose={() => setOpen(false)}>
          <form className={styles.protocolForm} onSubmit={(e) => void submit(e)} noValidate>
            <label htmlFor="protocol-name">Nom du protocole</label>
            <input
              id="protocol-name"
              className="meche-input"
              value={name}
              maxLength={TEXT_MAX}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'protocol-name-error' : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <FailureText message={error} id="protocol-name-error" />
            <div className={styles.toolbar}>
              <button type="submit" className="meche-btn meche-btn--primary" disabled={create.isPending}>
                {create.isPending ? 'Enregistrement…' : 'Enregistrer'}
              </button>
              <button type="button" className="meche-btn" onClick={() => setOpen(false)}>
                Annuler
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
