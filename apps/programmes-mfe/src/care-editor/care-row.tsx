import { catalogueChangeNotes, fromCents, MAX_QUANTITY, type ContraindicationConflict } from '@meche/contracts';
import { formatPrice, productCategoryLabel } from '@meche/ui';
import { contraindicatedText } from './contraindication-alerts';
import { rowQuantityError } from './editor-rows';
import { quantityKeyRefusal } from './pricing';
import type { PricedRow } from './use-editor-rows';
import styles from './care-editor.module.css';

interface CareRowProps {
  priced: PricedRow;
  /** The product's contraindications the client's declared answers raise. */
  alerts: readonly ContraindicationConflict[];
  /** Prefix of this row's element ids. */
  idPrefix: string;
  onQuantity(text: string): void;
  /** A key the quantity cannot hold (a separator, a sign, a letter), with what to say about it. */
  onRefuseKey(message: string): void;
  /** Takes the catalogue's current price and VAT for this care. */
  onUseCatalogue(): void;
  onRemove(): void;
}

/** One care: the product, its price, the quantity as typed (with its error) and the care's price. */
export function CareRow({ priced: { row, quantity, priceCents }, alerts, idPrefix, onQuantity, onRefuseKey, onUseCatalogue, onRemove }: CareRowProps) {
  const errorId = `${idPrefix}-error`;
  const notes = catalogueChangeNotes({ unitPrice: row.product.productPrice, tva: row.tva, catalogue: row.catalogue });
  return (
    <tr className={alerts.length ? styles.contraindicated : undefined}>
      {/* The alert is part of the row header, so it is read with the product's name on every cell of the row. */}
      <th scope="row">
        {row.product.name}{' '}
        {alerts.length > 0 && (
          <span className={styles.alert}>
            <span aria-hidden="true">⚠ </span>
            {contraindicatedText(alerts)}
          </span>
        )}
        {notes.length > 0 && (
          <span className={styles.notice}>
            {notes.map((note) => (
              <span key={note} className={styles.noticeLine}>
                {note}
              </span>
            ))}
            <button
              type="button"
              className={`meche-btn ${styles.small}`}
              aria-label={`Appliquer le prix du catalogue à ${row.product.name}`}
              onClick={onUseCatalogue}
            >
              Appliquer le prix du catalogue
            </button>
          </span>
        )}
      </th>
      <td data-label="Type">{row.product.type}</td>
      <td data-label="Référence">{row.product.refProduct}</td>
      <td data-label="Catégorie">{productCategoryLabel(row.product)}</td>
      <td className={styles.number} data-label="Prix du produit">
        {formatPrice(row.product.productPrice)}
      </td>
      <td data-label="Quantité">
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
          onChange={(event) => onQuantity(event.target.value)}
          onKeyDown={(event) => {
            // A number box drops a typed ',' silently ('2,5' became 25): the key is refused and said instead.
            if (event.key.length !== 1 || /\d/.test(event.key) || event.ctrlKey || event.metaKey) return;
            event.preventDefault();
            onRefuseKey(quantityKeyRefusal(event.key));
          }}
        />
        {quantity === undefined && (
          <span id={errorId} className="meche-field__error">
            {rowQuantityError(row)}
          </span>
        )}
      </td>
      <td className={styles.number} data-label="Prix du soin" aria-label={`Prix du soin ${row.product.name}`}>
        {formatPrice(fromCents(priceCents))}
      </td>
      <td>
        <button type="button" className={`meche-btn meche-btn--danger ${styles.remove}`} onClick={onRemove}>
          Supprimer
        </button>
      </td>
    </tr>
  );
}
