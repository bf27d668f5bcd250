import { catalogueChangeNotes, MAX_QUANTITY, type ContraindicationConflict } from '@meche/contracts';
import { productCategoryLabel } from '@meche/front-kit';
import { formatPrice } from '@meche/ui';
import { contraindicatedText } from './contraindication-alerts';
import { rowQuantityError } from './editor-rows';
import { PriceOrPending } from './price-or-pending';
import { steppedQuantity } from './pricing';
import type { PricedRow } from './use-editor-rows';
import styles from './care-editor.module.css';

interface CareRowProps {
  priced: PricedRow;
  /** The product's contraindications the client's declared answers raise. */
  alerts: readonly ContraindicationConflict[];
  /** Prefix of this row's element ids. */
  idPrefix: string;
  onQuantity(text: string): void;
  /** Takes the catalogue's current price and VAT for this care. */
  onUseCatalogue(): void;
  onRemove(): void;
}

/** One care: the product, its price, the quantity as typed (with its error) and the care's price. */
export function CareRow({ priced: { row, quantity, priceCents }, alerts, idPrefix, onQuantity, onUseCatalogue, onRemove }: CareRowProps) {
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
        {/*
          A text box with the spinbutton role, not a number box: Chromium's number box drops a typed ',' (and a
          key filter could only refuse it), so '1,5' showed as '15'. Here she sees what she typed and why it is refused.
        */}
        <input
          className={styles.quantity}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={1}
          aria-valuemax={MAX_QUANTITY}
          aria-valuenow={quantity}
          aria-valuetext={quantity === undefined ? row.quantityText : undefined}
          aria-label={`Quantité de ${row.product.name}`}
          aria-invalid={quantity === undefined}
          aria-describedby={quantity === undefined ? errorId : undefined}
          value={row.quantityText}
          onChange={(event) => onQuantity(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            onQuantity(steppedQuantity(row.quantityText, event.key === 'ArrowUp' ? 1 : -1));
          }}
        />
        {quantity === undefined && (
          <span id={errorId} className="meche-field__error">
            {rowQuantityError(row)}
          </span>
        )}
      </td>
      <td className={styles.number} data-label="Prix du soin" aria-label={`Prix du soin ${row.product.name}`}>
        <PriceOrPending cents={priceCents} />
      </td>
      <td>
        <button type="button" className={`meche-btn meche-btn--danger ${styles.remove}`} onClick={onRemove}>
          Supprimer
        </button>
      </td>
    </tr>
  );
}
