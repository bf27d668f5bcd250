import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@meche/contracts';
import { DeleteButton, type ProductGroup } from '@meche/front-kit';
import { DataTable, formatPrice, ScrollBox, type DataColumn } from '@meche/ui';
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
  const columns: DataColumn<Product>[] = [
    { header: 'Nom', cell: (product) => product.name },
    { header: 'Type', labelled: true, cell: (product) => product.type },
    { header: 'Référence', labelled: true, cell: (product) => product.refProduct },
    { header: 'Prix', labelled: true, className: styles.price, cell: (product) => formatPrice(product.productPrice) },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (product) => (
        <div className={styles.actions}>
          <Link className="meche-btn" to={cataloguePaths.product(product.id)}>
            Détails
          </Link>
          <DeleteButton disabled={deletingId === product.id} onDelete={() => onDelete(product)} />
        </div>
      ),
    },
  ];
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {group.title}
      </h2>
      <ScrollBox className={styles.tableScroll}>
        <DataTable className={styles.table} labelledBy={titleId} columns={columns} rows={group.products} rowKey={(product) => product.id} />
      </ScrollBox>
    </section>
  );
}
