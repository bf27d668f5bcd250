import type { Product } from '@meche/contracts';
import { useConfirm, useFieldArray, useNotify, useWatch } from '@meche/ui';
import type { CareEditorForm } from './care-form';
import { hasProduct, rowForProduct, rowQuantity, withCatalogueFigures, type EditorRow } from './editor-rows';
import { EDITOR_MSG } from './messages';
import { rowPriceCents, totalCents } from './pricing';

export interface PricedRow {
  row: EditorRow;
  /** Undefined while the typed quantity is not valid. */
  quantity: number | undefined;
  priceCents: number;
}

/**
 * The editor's cares, held in the form's rows: add from the picker, change a quantity, remove after the
 * confirmation. Each change reads the rows as they are now, not as last rendered, so quick typing loses nothing.
 */
export function useEditorRows(form: CareEditorForm) {
  const confirm = useConfirm();
  const notify = useNotify();
  const { append, remove, update, replace } = useFieldArray({ control: form.control, name: 'rows' });
  const rows = useWatch({ control: form.control, name: 'rows' });

  const priced: PricedRow[] = rows.map((row) => {
    const quantity = rowQuantity(row);
    return { row, quantity, priceCents: rowPriceCents(row.product.productPrice, quantity) };
  });
  const total = totalCents(priced.map((p) => ({ productPrice: p.row.product.productPrice, quantity: p.quantity })));

  const change = (key: string, next: (row: EditorRow) => EditorRow) => {
    const current = form.getValues('rows');
    const index = current.findIndex((r) => r.key === key);
    if (index >= 0) update(index, next(current[index]!));
  };

  /** True when the product joined the list. */
  const addProduct = (product: Product): boolean => {
    if (hasProduct(form.getValues('rows'), product.id)) {
      notify(EDITOR_MSG.duplicateProduct, 'error');
      return false;
    }
    append(rowForProduct(product), { shouldFocus: false });
    return true;
  };

  /** A deletion or an emptied field is the practitioner looking at the figure again: a refusal is then forgotten. */
  const setQuantity = (key: string, quantityText: string) =>
    change(key, (r) => {
      const looked = quantityText.length < r.quantityText.length || !quantityText;
      return { ...r, quantityText, quantityRefusal: looked ? '' : r.quantityRefusal };
    });

  const refuseQuantityKey = (key: string, quantityRefusal: string) => change(key, (r) => ({ ...r, quantityRefusal }));

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

  return { priced, total, addProduct, setQuantity, refuseQuantityKey, applyCatalogue, removeRow, replaceRows: replace };
}
