import { useState } from 'react';
import type { Program, Product } from '@meche/contracts';
import { useConfirm, useNotify } from '@meche/ui';
import { hasProduct, rowForProduct, rowQuantity, rowsFromProgram, withCatalogueFigures, type EditorRow } from './editor-rows';
import { EDITOR_MSG } from './messages';
import { rowPriceCents, totalCents } from './pricing';

export interface PricedRow {
  row: EditorRow;
  /** Undefined while the typed quantity is not valid. */
  quantity: number | undefined;
  priceCents: number;
}

/** The editor's cares as typed: add from the picker, change a quantity, remove after the confirmation. */
export function useEditorRows(program: Program | undefined) {
  const confirm = useConfirm();
  const notify = useNotify();
  const [rows, setRows] = useState<EditorRow[]>(() => rowsFromProgram(program));

  const priced: PricedRow[] = rows.map((row) => {
    const quantity = rowQuantity(row);
    return { row, quantity, priceCents: rowPriceCents(row.product.productPrice, quantity) };
  });
  const total = totalCents(priced.map((p) => ({ productPrice: p.row.product.productPrice, quantity: p.quantity })));

  /** True when the product joined the list. */
  const addProduct = (product: Product): boolean => {
    if (hasProduct(rows, product.id)) {
      notify(EDITOR_MSG.duplicateProduct, 'error');
      return false;
    }
    setRows((current) => [...current, rowForProduct(product)]);
    return true;
  };

  /** A deletion or an emptied field is the practitioner looking at the figure again: a refusal is then forgotten. */
  const setQuantity = (key: string, quantityText: string) =>
    setRows((current) =>
      current.map((r) => {
        if (r.key !== key) return r;
        const looked = quantityText.length < r.quantityText.length || !quantityText;
        return { ...r, quantityText, quantityRefusal: looked ? '' : r.quantityRefusal };
      }),
    );

  const refuseQuantityKey = (key: string, quantityRefusal: string) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, quantityRefusal } : r)));

  const applyCatalogue = (key: string) => setRows((current) => current.map((r) => (r.key === key ? withCatalogueFigures(r) : r)));

  const removeRow = async (row: EditorRow) => {
    if (rows.length <= 1) {
      notify(EDITOR_MSG.lastCare, 'error');
      return;
    }
    if (!(await confirm(EDITOR_MSG.removeCareConfirm, { confirmLabel: 'Supprimer' }))) return;
    setRows((current) => current.filter((r) => r.key !== row.key));
  };

  return { rows, setRows, priced, total, addProduct, setQuantity, refuseQuantityKey, applyCatalogue, removeRow };
}
