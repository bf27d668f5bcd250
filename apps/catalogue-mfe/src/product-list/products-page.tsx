import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { describeError, productQueries, useDeleteProduct } from '@meche/api-client';
import { PRODUCT_PAGE_SIZE, PRODUCT_SEARCH_DEBOUNCE_MS, type Product } from '@meche/contracts';
import { groupProductsByCategory, ImportExportActions, Pagination, paths, Spinner, useConfirm, useNotify, usePagedSearch } from '@meche/ui';
import { ProductGroupTable } from './product-group-table';
import styles from './products-page.module.css';

/** /dashboard/product-category: products grouped by category with VAT, searched and paged. */
export function ProductsPage() {
  const { input, setInput, search, page, setPage } = usePagedSearch(PRODUCT_SEARCH_DEBOUNCE_MS);
  const products = useQuery(productQueries.list({ page, size: PRODUCT_PAGE_SIZE, search }));
  const deleteProduct = useDeleteProduct();
  const confirm = useConfirm();
  const notify = useNotify();

  async function remove(product: Product) {
    if (!(await confirm('Êtes-vous sûr de vouloir supprimer ce produit ?', { confirmLabel: 'Supprimer' }))) return;
    try {
      await deleteProduct.mutateAsync(product.id);
    } catch (error) {
      notify(describeError(error).message ?? 'Une erreur est survenue.', 'error');
    }
  }

  const groups = products.data ? groupProductsByCategory(products.data.content) : [];
  const totalPages = products.data?.totalPages ?? 0;
  const lastPage = Math.max(0, totalPages - 1);
  const pageKnown = products.isSuccess && !products.isPlaceholderData;

  // Deleting the only product of the last page must not leave the practitioner on an empty page without a pager.
  useEffect(() => {
    if (pageKnown && page > lastPage) setPage(lastPage);
  }, [pageKnown, page, lastPage, setPage]);

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="products-title">
      <div className={styles.header}>
        <h1 id="products-title">Produits</h1>
        <div className={styles.links}>
          <nav className={styles.links} aria-label="Catalogue">
            <Link className="meche-btn meche-btn--primary" to={paths.addProduct}>
              Ajouter un produit
            </Link>
            <Link className="meche-btn" to={paths.categories}>
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
      {products.isError && (
        <p role="alert" className="meche-field__error">
          {describeError(products.error).message ?? 'Une erreur est survenue.'}
        </p>
      )}
      {products.isPending && <Spinner label="Chargement des produits..." />}
      {products.isSuccess && groups.length === 0 && <p className={styles.empty}>Aucun produit trouvé.</p>}
      <div className={styles.groups} aria-busy={products.isFetching}>
        {groups.map((group) => (
          <ProductGroupTable
            key={group.title}
            group={group}
            onDelete={remove}
            deletingId={deleteProduct.isPending ? (deleteProduct.variables ?? null) : null}
          />
        ))}
      </div>
      {totalPages > 1 && (
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} disabled={products.isFetching} />
      )}
    </section>
  );
}
