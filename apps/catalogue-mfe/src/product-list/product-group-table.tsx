import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@meche/contracts';
import { DeleteButton, type ProductGroup } from '@meche/front-kit';
import { formatPrice, ScrollBox } from '@meche/ui';
import { cataloguePaths } from '@meche/page-paths';
import styles from './products-page.module.css';

interface ProductGroupTableProps {
  group: ProductGroup;
  onDelete: (product: Product) => void;
  deletingId: number | null;
}

/** One category's products: Nom, Type, Référence, Prix, then Détails and Supprimer. */
export function ProductGroupTable({ group, onDelete, deletingId }: ProductGroupTableProps) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {group.title}
      </h2>
      <ScrollBox className={styles.tableScroll}>
        <table className={`meche-table meche-table--cards ${styles.table}`} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Type</th>
              <th scope="col">Référence</th>
              <th scope="col" className={styles.price}>
                Prix
              </th>
              <th scope="col">
                <span className="meche-sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {group.products.map((product) => (
              <tr key={product.id}>
                <td>{product.name}</td>
                <td data-label="Type">{product.type}</td>
                <td data-label="Référence">{product.refProduct}</td>
                <td className={styles.price} data-label="Prix">{formatPrice(product.productPrice)}</td>
                <td>
                  <div className={styles.actions}>
                    <Link className="meche-btn" to={cataloguePaths.product(product.id)}>
                      Détails
                    </Link>
                    <DeleteButton disabled={deletingId === product.id} onDelete={() => onDelete(product)} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}
