import { Link } from 'react-router-dom';
import { productQueries, useDeleteProduct } from '@meche/api-client';
import { PRODUCT_PAGE_SIZE, PRODUCT_SEARCH_DEBOUNCE_MS, type Product } from '@meche/contracts';
import {
  QueryState,
  useDeleteFlow,
  useListController,
  groupProductsByCategory,
  ImportExportActions,
} from '@meche/front-kit';
import { Pagination } from '@meche/ui';
import { cataloguePaths } from '@meche/page-paths';
import { ProductGroupTable } from './product-group-table';
import styles from './products-page.module.css';

/** /dashboard/product-category: products grouped by category with VAT, searched and paged. */
export function ProductsPage() {
  const { input, setInput, page, setPage, list: products } = useListController({
    debounceMs: PRODUCT_SEARCH_DEBOUNCE_MS,
    query: ({ page, search }) => productQueries.list({ page, size: PRODUCT_PAGE_SIZE, search }),
  });
  const deleteProduct = useDeleteProduct();
  const deletion = useDeleteFlow({
    question: 'Êtes-vous sûr de vouloir supprimer ce produit ?',
    remove: (product: Product) => deleteProduct.mutateAsync(product.id),
  });

  const groups = products.data ? groupProductsByCategory(products.data.content) : [];
  const totalPages = products.data?.totalPages ?? 0;

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="products-title">
      <div className={styles.header}>
        <h1 id="products-title">Produits</h1>
        <div className={styles.links}>
          <nav className={styles.links} aria-label="Catalogue">
            <Link className="meche-btn meche-btn--primary" to={cataloguePaths.addProduct}>
              Ajouter un produit
            </Link>
            <Link className="meche-btn" to={cataloguePaths.categories}>
              Catégories
            </Link>
          </nav>
          <ImportExportActions kind="products" />
        </div>
      </div>
      <div className={styles.search}>
        <label htmlFor="product-search">Rechercher un produit</label>
        <input
          id="product-search"
          type="search"
          className={styles.searchInput}
          placeholder="Nom, type, référence ou catégorie"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
      </div>
      <QueryState
        query={products}
        loading="Chargement des produits..."
        isEmpty={(data) => data.content.length === 0}
        empty={<p className={styles.empty}>Aucun produit trouvé.</p>}
      >
        <div className={styles.groups} aria-busy={products.isFetching}>
          {groups.map((group) => (
            <ProductGroupTable
              key={group.title}
              group={group}
              onDelete={(product) => void deletion.request(product)}
              deletingId={deletion.deleting?.id ?? null}
            />
          ))}
        </div>
      </QueryState>
      {totalPages > 1 && (
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} disabled={products.isFetching} />
      )}
    </section>
  );
}
