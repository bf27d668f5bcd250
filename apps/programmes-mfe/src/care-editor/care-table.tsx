import type { QuestionnaireAnswers } from '@meche/contracts';
import { ScrollBox } from '@meche/ui';
import { CareRow } from './care-row';
import { rowAlerts } from './contraindication-alerts';
import { PriceOrPending } from './price-or-pending';
import type { EditorRow } from './editor-rows';
import type { PricedRow } from './use-editor-rows';
import styles from './care-editor.module.css';

interface CareTableProps {
  priced: readonly PricedRow[];
  /** Undefined while a quantity cannot be saved. */
  totalCents: number | undefined;
  client: QuestionnaireAnswers;
  idPrefix: string;
  onQuantity(key: string, text: string): void;
  onUseCatalogue(key: string): void;
  onRemove(row: EditorRow): void;
}

/** The programme's cares with the spec's columns and the total row. */
export function CareTable({ priced, totalCents, client, idPrefix, onQuantity, onUseCatalogue, onRemove }: CareTableProps) {
  return (
    <ScrollBox className={styles.scroll}>
      <table className={`meche-table meche-table--cards-tablet ${styles.table}`}>
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
          {priced.map((p) => (
            <CareRow
              key={p.row.key}
              priced={p}
              alerts={rowAlerts(client, p.row)}
              idPrefix={`${idPrefix}-${p.row.key}`}
              onQuantity={(text) => onQuantity(p.row.key, text)}
              onUseCatalogue={() => onUseCatalogue(p.row.key)}
              onRemove={() => onRemove(p.row)}
            />
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row" colSpan={6}>
              Prix Total du Programme
            </th>
            <td className={styles.number} data-testid="program-total">
              <PriceOrPending cents={totalCents} />
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}
