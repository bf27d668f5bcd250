import {
  acknowledgedReasons,
  CONTRAINDICATION_LABELS,
  findConflicts,
  vigilancePoints,
  type Contraindication,
  type ContraindicationConflict,
  type ContraindicationConflictBody,
  type QuestionnaireAnswers,
} from '@meche/contracts';
import type { EditorRow } from './editor-rows';

/** A row whose product still needs the practitioner's confirmation, with the reasons and the answers behind them. */
export interface PendingAcknowledgement {
  rowKey: string;
  productName: string;
  conflicts: readonly ContraindicationConflict[];
}

/** How a product contraindicated for the client is marked, in the editor's rows and in the product picker alike. */
export const contraindicatedText = (conflicts: readonly { label: string }[]) => `Contre-indiqué : ${conflicts.map((c) => c.label).join(', ')}`;

/** The reasons this row's product is contraindicated for the client (shown in the row, confirmed or not). */
export function rowAlerts(client: QuestionnaireAnswers, row: EditorRow): ContraindicationConflict[] {
  return findConflicts(client, row.product);
}

function covered(row: EditorRow): Set<Contraindication> {
  const stored = acknowledgedReasons({ productDTO: row.product, acknowledgements: row.acknowledgements });
  return new Set([...stored, ...row.acknowledged]);
}

/** The rows whose alerts no stored or just-given acknowledgement covers: the save asks about these first. */
export function pendingAcknowledgements(client: QuestionnaireAnswers, rows: readonly EditorRow[]): PendingAcknowledgement[] {
  return rows.flatMap((row) => {
    const done = covered(row);
    const conflicts = rowAlerts(client, row).filter((c) => !done.has(c.reason));
    return conflicts.length ? [{ rowKey: row.key, productName: row.product.name, conflicts }] : [];
  });
}

/**
 * The server's word on a refused save (its answers may be newer than the page's): each conflict matched to its row
 * by position, else by product, with the answers the page knows for each reason.
 */
export function pendingFromServer(
  body: ContraindicationConflictBody,
  rows: readonly EditorRow[],
  client: QuestionnaireAnswers,
): PendingAcknowledgement[] {
  const points = new Map(vigilancePoints(client).map((p) => [p.reason, p]));
  return body.conflicts.flatMap((conflict) => {
    const byIndex = conflict.careIndex === null ? undefined : rows[conflict.careIndex];
    const row = byIndex?.product.id === conflict.productId ? byIndex : rows.find((r) => r.product.id === conflict.productId);
    if (!row) return [];
    const conflicts = conflict.reasons.map((reason) => ({
      reason,
      label: CONTRAINDICATION_LABELS[reason],
      answers: points.get(reason)?.answers ?? [],
      productId: conflict.productId,
      productName: conflict.productName,
    }));
    return [{ rowKey: row.key, productName: conflict.productName, conflicts }];
  });
}

/** The rows with the reasons just confirmed added to what their next save sends. */
export function withAcknowledged(rows: readonly EditorRow[], confirmed: readonly PendingAcknowledgement[]): EditorRow[] {
  return rows.map((row) => {
    const reasons = confirmed.filter((p) => p.rowKey === row.key).flatMap((p) => p.conflicts.map((c) => c.reason));
    if (reasons.length === 0) return row;
    return { ...row, acknowledged: [...new Set([...row.acknowledged, ...reasons])] };
  });
}
