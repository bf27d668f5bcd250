import { useId, useRef, useState } from 'react';
import { describeError, useCreateProgram, useUpdateProgram } from '@meche/api-client';
import { DEFAULT_PROGRAM_REFERENCE, fromCents, MAX_QUANTITY, TEXT_MAX, type Program, type Product } from '@meche/contracts';
import { formatPrice, productCategoryLabel, Spinner, useConfirm, useNotify } from '@meche/ui';
import { usePrintProgramme } from '../programme-print/use-print-programme';
import { programBody, hasProduct, rowForProduct, rowQuantity, rowsFromProgram, type EditorRow } from './editor-rows';
import { EDITOR_MSG } from './messages';
import { quantityError, rowPriceCents, totalCents } from './pricing';
import { ProductPicker } from './product-picker';
import styles from './care-editor.module.css';

export interface CareEditorProps {
  /** Undefined when the route's client id is not usable: saving then says so. */
  clientId: number | undefined;
  clientName: string | undefined;
  /** The programme being edited; none for a new one. */
  program: Program | undefined;
  onSaved(program: Program): void;
  onCancel(): void;
}

/** A 400 naming a care field (cares.0.quantity…) is about a care, anything else about the programme. */
function isCareError(error: unknown): boolean {
  const e = describeError(error);
  return e.kind === 'response' && Object.keys(e.fieldErrors ?? {}).some((key) => key.startsWith('cares'));
}

export function CareEditor({ clientId, clientName, program, onSaved, onCancel }: CareEditorProps) {
  const confirm = useConfirm();
  const notify = useNotify();
  const printProgramme = usePrintProgramme();
  const referenceId = useId();
  const headingId = useId();
  const [reference, setReference] = useState(program?.programReference ?? DEFAULT_PROGRAM_REFERENCE);
  const [rows, setRows] = useState<EditorRow[]>(() => rowsFromProgram(program));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [lastAdded, setLastAdded] = useState<string | undefined>();
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const saving = create.isPending || update.isPending;
  // isPending re-renders a tick later: a double click would otherwise save the programme twice.
  const inFlight = useRef(false);

  const priced = rows.map((row) => {
    const quantity = rowQuantity(row);
    return { row, quantity, priceCents: rowPriceCents(row.product.productPrice, quantity) };
  });
  const total = totalCents(priced.map((p) => ({ productPrice: p.row.product.productPrice, quantity: p.quantity })));

  const addProduct = (product: Product) => {
    if (hasProduct(rows, product.id)) {
      notify(EDITOR_MSG.duplicateProduct, 'error');
      return;
    }
    setRows((current) => [...current, rowForProduct(product)]);
    setLastAdded(product.name);
  };

  const setQuantity = (key: string, quantityText: string) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, quantityText } : r)));

  const removeRow = async (row: EditorRow) => {
    if (rows.length <= 1) {
      notify(EDITOR_MSG.lastCare, 'error');
      return;
    }
    if (!(await confirm(EDITOR_MSG.removeCareConfirm, { confirmLabel: 'Supprimer' }))) return;
    setRows((current) => current.filter((r) => r.key !== row.key));
  };

  const save = async () => {
    if (inFlight.current) return;
    if (clientId === undefined) {
      notify(EDITOR_MSG.noClient, 'error');
      return;
    }
    if (rows.length === 0) {
      notify(EDITOR_MSG.noCares, 'error');
      return;
    }
    const invalid = priced.find((p) => p.quantity === undefined);
    if (invalid) {
      notify(quantityError(invalid.row.quantityText), 'error');
      return;
    }
    const body = programBody(clientId, reference.trim() || DEFAULT_PROGRAM_REFERENCE, rows);
    inFlight.current = true;
    try {
      const saved = program
        ? await update.mutateAsync({ id: program.id, body: { programReference: body.programReference, cares: body.cares } })
        : await create.mutateAsync(body);
      notify(program ? EDITOR_MSG.updated : EDITOR_MSG.created, 'success');
      onSaved(saved);
    } catch (error) {
      // Rows and reference stay as typed: the practitioner can fix and save again.
      notify(isCareError(error) ? EDITOR_MSG.careSaveError : EDITOR_MSG.programSaveError, 'error');
    } finally {
      inFlight.current = false;
    }
  };

  const print = () =>
    void printProgramme({
      clientName: clientName ?? '',
      reference,
      cares: priced.map((p) => ({
        product: p.row.product,
        quantity: p.quantity ?? 0,
        carePriceCents: p.priceCents,
        category: productCategoryLabel(p.row.product),
      })),
      totalCents: total,
    });

  return (
    <section className={`meche-card ${styles.editor}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {program ? `Modifier le programme « ${program.programReference} »` : 'Nouveau programme'}
      </h3>

      <div className={`meche-field ${styles.reference}`}>
        <label htmlFor={referenceId}>Référence du programme</label>
        <input
          id={referenceId}
          value={reference}
          maxLength={TEXT_MAX}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>

      <div className={styles.scroll}>
        <table className={`meche-table ${styles.table}`}>
          <caption className="meche-sr-only">Soins du programme</caption>
          <thead>
            <tr>
              <th scope="col">Produit</th>
              <th scope="col">Type</th>
              <th scope="col">Référence</th>
              <th scope="col">Catégorie</th>
              <th scope="col" className={styles.number}>
                Prix du produit
              </th>
              <th scope="col">Quantité</th>
              <th scope="col" className={styles.number}>
                Prix du soin
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {priced.length === 0 && (
              <tr>
                <td colSpan={8} className={styles.empty}>
                  Aucun produit dans ce programme : utilisez « Ajouter un produit ».
                </td>
              </tr>
            )}
            {priced.map(({ row, quantity, priceCents }) => {
              const errorId = `${headingId}-${row.key}-error`;
              return (
                <tr key={row.key}>
                  <th scope="row">{row.product.name}</th>
                  <td>{row.product.type}</td>
                  <td>{row.product.refProduct}</td>
                  <td>{productCategoryLabel(row.product)}</td>
                  <td className={styles.number}>{formatPrice(row.product.productPrice)}</td>
                  <td>
                    <input
                      className={styles.quantity}
                      type="number"
                      min={1}
                      max={MAX_QUANTITY}
                      step={1}
                      inputMode="numeric"
                      aria-label={`Quantité de ${row.product.name}`}
                      aria-invalid={quantity === undefined}
                      aria-describedby={quantity === undefined ? errorId : undefined}
                      value={row.quantityText}
                      onChange={(event) => setQuantity(row.key, event.target.value)}
                    />
                    {quantity === undefined && (
                      <span id={errorId} className="meche-field__error">
                        {quantityError(row.quantityText)}
                      </span>
                    )}
                  </td>
                  <td className={styles.number} aria-label={`Prix du soin ${row.product.name}`}>
                    {formatPrice(fromCents(priceCents))}
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`meche-btn meche-btn--danger ${styles.remove}`}
                      onClick={() => void removeRow(row)}
                    >
                      Supprimer
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className={styles.total}>
              <th scope="row" colSpan={6}>
                Prix Total du Programme
              </th>
              <td className={styles.number} data-testid="program-total">
                {formatPrice(fromCents(total))}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>

      <div className={styles.actions}>
        <button type="button" className="meche-btn" onClick={() => setPickerOpen(true)}>
          Ajouter un produit
        </button>
        <button type="button" className="meche-btn meche-btn--primary" disabled={saving} onClick={() => void save()}>
          {saving ? <Spinner size="small" label="Enregistrement…" /> : null} Enregistrer les soins
        </button>
        {program && (
          <button type="button" className="meche-btn" onClick={print}>
            Imprimer
          </button>
        )}
        {(program || rows.length > 0) && (
          <button type="button" className="meche-btn meche-btn--ghost" disabled={saving} onClick={onCancel}>
            Annuler
          </button>
        )}
      </div>

      {pickerOpen && (
        <ProductPicker
          lastAdded={lastAdded}
          onAdd={addProduct}
          onClose={() => {
            setPickerOpen(false);
            setLastAdded(undefined);
          }}
        />
      )}
    </section>
  );
}
