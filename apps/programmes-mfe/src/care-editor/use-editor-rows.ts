import { MSG, type Product } from '@meche/contracts';
import { useConfirm, useFieldArray, useNotify, useWatch } from '@meche/front-kit';
import { EDITOR_MSG } from '../messages';
import type { CareEditorForm } from './care-form';
import { hasProduct, rowForProduct, rowQuantity, withCatalogueFigures, type EditorRow } from './editor-rows';
import { rowPriceCents, totalCents } from './pricing';

export interface PricedRow {
  row: EditorRow;
  /** Undefined while the typed quantity is not valid. */
  quantity: number | undefined;
  /** Undefined while the quantity is not valid: no price is shown from a figure that cannot be saved. */
  priceCents: number | undefined;
}

/**
 * The editor's cares, held in the form's rows: add from the picker, change a quantity, remove after the
 * confirmation. Each change reads the rows as they are now, not as last rendered, so quick typing loses nothing.
 */
export function useEditorRows(form: CareEditorForm) {
  const confirm = useConfirm();
  const notify = useNotify();
  const { fields, append, remove, update, replace } = useFieldArray({ control: form.control, name: 'rows' });
  const watched = useWatch({ control: form.control, name: 'rows' });
  // useWatch follows a change one effect later; the field array's own state follows it in the same render. The box
  // shows the latter, or a key typed fast (the ',' of '1,5') would land on the old text React has just put back.
  const typed = new Map(fields.map((f) => [f.key, f.quantityText]));
  const rows = watched.map((r) => ({ ...r, quantityText: typed.get(r.key) ?? r.quantityText }));

  const priced: PricedRow[] = rows.map((row) => {
    const quantity = rowQuantity(row);
    return { row, quantity, priceCents: quantity === undefined ? undefined : rowPriceCents(row.product.productPrice, quantity) };
  });
  // One quantity not valid: no total, rather than one that silently leaves that care out.
  const total = priced.some((p) => p.quantity === undefined)
    ? undefined
    : totalCents(priced.map((p) => ({ productPrice: p.row.product.productPrice, quantity: p.quantity })));

  const change = (key: string, next: (row: EditorRow) => EditorRow) => {
    const current = form.getValues('rows');
    const index = current.findIndex((r) => r.key === key);
    if (index >= 0) update(index, next(current[index]!));
  };

  /** True when the product joined the list. */
  const addProduct = (product: Product): boolean => {
    if (hasProduct(form.getValues('rows'), product.id)) {
      notify(MSG.duplicateProduct, 'error');
      return false;
    }
    append(rowForProduct(product), { shouldFocus: false });
    return true;
  };

  /** Kept as typed ('1,5' stays '1,5'): the field says why it cannot be saved rather than changing the figure. */
  const setQuantity = (key: string, quantityText: string) => change(key, (r) => ({ ...r, quantityText }));

  const applyCatalogue = (key: string) => change(key, withCatalogueFigures);

  const removeRow = async (row: EditorRow) => {
    if (form.getValues('rows').length <= 1) {
      notify(EDITOR_MSG.lastCare, 'error');
      return;
    }
    if (!(await confirm(EDITOR_MSG.removeCareConfirm, { confirmLabel: 'Supprimer' }))) return;
    const index = form.getValues('rows').findIndex((r) => r.key === row.key);
    if (index >= 0) remove(index);
  };

  return { priced, total, addProduct, setQuantity, applyCatalogue, removeRow, replaceRows: replace };
}
