import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { productQueries } from '@meche/api-client';
import { describeFailure, FailureText, groupProductsByCategory } from '@meche/front-kit';
import {
  conflictsAmong,
  PRODUCT_PICKER_DEBOUNCE_MS,
  PRODUCT_PICKER_PAGE_SIZE,
  vigilancePoints,
  type Product,
  type QuestionnaireAnswers,
} from '@meche/contracts';
import { Dialog, formatPrice, Pagination, Spinner, usePagedSearch } from '@meche/ui';
import { contraindicatedText } from './contraindication-alerts';
import styles from './product-picker.module.css';

const PICKER_TITLE = 'Ajouter un produit';
const PICKER_SEARCH_LABEL = 'Chercher un produit';

export interface ProductPickerProps {
  /** Name of the product just added, announced in the dialog (the editor's table is behind it). */
  lastAdded: string | undefined;
  /** The client's answers: a product they contraindicate is marked before it is added. */
  client: QuestionnaireAnswers;
  onAdd(product: Product): void;
  onClose(): void;
}

export function ProductPicker({ lastAdded, client, onAdd, onClose }: ProductPickerProps) {
  const searchId = useId();
  // The client's sensitive points read once, then each product of the page checked against them.
  const points = useMemo(() => vigilancePoints(client), [client]);
  const { input, setInput, search, page, setPage } = usePagedSearch(PRODUCT_PICKER_DEBOUNCE_MS);
  const products = useQuery(productQueries.list({ page, size: PRODUCT_PICKER_PAGE_SIZE, search }));

  return (
    <Dialog title={PICKER_TITLE} onClose={onClose}>
      <div className={`meche-field ${styles.search}`}>
        <label htmlFor={searchId}>{PICKER_SEARCH_LABEL}</label>
        <input
          id={searchId}
          type="search"
          value={input}
          placeholder={PICKER_SEARCH_LABEL}
          autoComplete="off"
          onChange={(event) => setInput(event.target.value)}
        />
      </div>

      <p role="status" className={styles.added}>
        {lastAdded ? `${lastAdded} ajouté au programme.` : ''}
      </p>

      {products.isPending && <Spinner label="Chargement des produits…" />}
      <FailureText message={products.isError ? describeFailure(products.error).message : null} />
      {products.data && products.data.content.length === 0 && <p className={styles.empty}>Aucun produit trouvé.</p>}
      {products.data && products.data.content.length > 0 && (
        <div aria-busy={products.isFetching} className={styles.groups}>
          {groupProductsByCategory(products.data.content).map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <table className={`meche-table meche-table--cards ${styles.table}`}>
                <thead>
                  <tr>
                    <th scope="col">Nom</th>
                    <th scope="col">Type</th>
                    <th scope="col">Référence</th>
                    <th scope="col" className={styles.number}>
                      Prix
                    </th>
                    <th scope="col">
                      <span className="meche-sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.products.map((product) => {
                    const conflicts = conflictsAmong(points, product);
                    const nameId = `${searchId}-product-${product.id}`;
                    return (
                      <tr key={product.id} className={conflicts.length ? styles.contraindicated : undefined}>
                        <th scope="row" id={nameId}>
                          {product.name}
                        </th>
                        <td data-label="Type">{product.type}</td>
                        <td data-label="Référence">{product.refProduct}</td>
                        <td data-label="Prix" className={styles.number}>
                          {formatPrice(product.productPrice)}
                        </td>
                        {/* The mark sits by the button it describes: said with 'Ajouter', seen before the click. */}
                        <td className={styles.action}>
                          {conflicts.length > 0 && (
                            <span id={`${nameId}-alert`} className={styles.alert}>
                              <span aria-hidden="true">⚠ </span>
                              {contraindicatedText(conflicts)}
                            </span>
                          )}
                          <button
                            type="button"
                            className="meche-btn meche-btn--primary"
                            aria-describedby={conflicts.length ? `${nameId} ${nameId}-alert` : nameId}
                            onClick={() => onAdd(product)}
                          >
                            Ajouter
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      )}
      {products.data && products.data.totalPages > 0 && (
        <Pagination
          page={page}
          totalPages={products.data.totalPages}
          onPageChange={setPage}
          disabled={products.isFetching}
          label="Pages des produits"
        />
      )}
    </Dialog>
  );
}
