import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clientQueries } from '@meche/api-client';
import { sumCents, TEXT_MAX, vigilancePoints, type Program, type Product } from '@meche/contracts';
import { LEAVE_MESSAGES, productCategoryLabel, useConfirm, useLeaveGuard } from '@meche/front-kit';
import { DraftNotice, Spinner, useFormDraft } from '@meche/ui';
import { SheetCopyActions } from '../programme-print/sheet-copy-actions';
import { usePrintProgramme } from '../programme-print/use-print-programme';
import { useReveal } from '../shared/use-reveal';
import { AcknowledgementDialog } from './acknowledgement-dialog';
import { useCareForm } from './care-form';
import { CareTable } from './care-table';
import { ProductPicker } from './product-picker';
import { useEditorRows } from './use-editor-rows';
import { useSaveProgramme } from './use-save-programme';
import styles from './care-editor.module.css';

export interface CareEditorProps {
  /** Undefined when the route's client id is not usable: saving then says so. */
  clientId: number | undefined;
  clientName: string | undefined;
  /** The programme being edited; none for a new one. */
  program: Program | undefined;
  onSaved(program: Program): void;
  onCancel(): void;
  /** Told when the editor gains or loses unsaved changes: the page asks before swapping it for another programme. */
  onDirtyChange?(dirty: boolean): void;
}

/** The draft's name in session storage (per practitioner): one per client and programme, a new one apart. */
const draftName = (clientId: number | undefined, program: Program | undefined) => `care-editor:${clientId ?? 'none'}:${program?.id ?? 'new'}`;

export function CareEditor({ clientId, clientName, program, onSaved, onCancel, onDirtyChange }: CareEditorProps) {
  const printProgramme = usePrintProgramme();
  const confirm = useConfirm();
  const referenceId = useId();
  const headingId = useId();
  // A programme opened for editing (from the list or a link) is shown, not left below the fold.
  const headingRef = useReveal<HTMLHeadingElement>(program !== undefined);
  const form = useCareForm(program);
  const dirty = form.formState.isDirty;
  const guard = useLeaveGuard(dirty);
  useEffect(() => {
    onDirtyChange?.(dirty);
    return () => onDirtyChange?.(false);
  }, [dirty, onDirtyChange]);
  const draft = useFormDraft(form, draftName(clientId, program));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [lastAdded, setLastAdded] = useState<string | undefined>();
  // The client file the page above loaded: its declared answers flag contraindicated products.
  const client = useQuery({ ...clientQueries.detail(clientId ?? 0), enabled: clientId !== undefined }).data ?? {};
  const { priced, total, addProduct, setQuantity, applyCatalogue, removeRow, replaceRows } = useEditorRows(form);
  const { save, saving, asking, confirmAcknowledgement, cancelAcknowledgement } = useSaveProgramme({
    clientId,
    client,
    program,
    form,
    replaceRows,
    onSaved: (saved) => {
      draft.discard();
      guard.release();
      onSaved(saved);
    },
  });

  // Annuler closes the editor without leaving the page: the guard cannot see it, so it asks the same question.
  const cancel = async () => {
    if (dirty) {
      const leave = await confirm(LEAVE_MESSAGES.question, { confirmLabel: LEAVE_MESSAGES.leave, cancelLabel: LEAVE_MESSAGES.stay });
      if (!leave) return;
    }
    draft.discard();
    onCancel();
  };

  const add = (product: Product) => {
    if (addProduct(product)) setLastAdded(product.name);
  };

  const print = (withVigilance: boolean) =>
    void printProgramme({
      clientName: clientName ?? '',
      reference: form.getValues('reference'),
      cares: priced.map((p) => ({
        product: p.row.product,
        quantity: p.quantity ?? 0,
        // A quantity still being corrected prints as before: that care at 0, left out of the total.
        carePriceCents: p.priceCents ?? 0,
        category: productCategoryLabel(p.row.product),
        tva: p.row.tva,
      })),
      totalCents: total ?? sumCents(priced.map((p) => p.priceCents ?? 0)),
      vigilance: withVigilance ? vigilancePoints(client) : [],
    });

  return (
    <section className={`meche-card ${styles.editor}`} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {program ? `Modifier le programme « ${program.programReference} »` : 'Nouveau programme'}
      </h3>

      <DraftNotice draft={draft} />

      <div className={`meche-field ${styles.reference}`}>
        <label htmlFor={referenceId}>Référence du programme</label>
        <input id={referenceId} maxLength={TEXT_MAX} {...form.register('reference')} />
      </div>

      <CareTable
        priced={priced}
        totalCents={total}
        client={client}
        idPrefix={headingId}
        onQuantity={setQuantity}
        onUseCatalogue={applyCatalogue}
        onRemove={(row) => void removeRow(row)}
      />

      <div className={styles.actions}>
        <button type="button" className="meche-btn" onClick={() => setPickerOpen(true)}>
          Ajouter un produit
        </button>
        <button type="button" className="meche-btn meche-btn--primary" disabled={saving} onClick={() => void save()}>
          {saving ? <Spinner size="small" label="Enregistrement…" /> : null} Enregistrer les soins
        </button>
        {program && <SheetCopyActions kind="program" programId={program.id} onPrint={print} />}
        {(program || priced.length > 0) && (
          <button type="button" className="meche-btn meche-btn--ghost" disabled={saving} onClick={() => void cancel()}>
            Annuler
          </button>
        )}
      </div>

      {pickerOpen && (
        <ProductPicker
          lastAdded={lastAdded}
          client={client}
          onAdd={add}
          onClose={() => {
            setPickerOpen(false);
            setLastAdded(undefined);
          }}
        />
      )}
      {asking && (
        <AcknowledgementDialog
          pending={asking.pending}
          serverMessage={asking.serverMessage}
          onConfirm={confirmAcknowledgement}
          onCancel={cancelAcknowledgement}
        />
      )}
    </section>
  );
}
