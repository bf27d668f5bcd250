import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { productQueries } from '@meche/api-client';
import { MSG, parseRouteId } from '@meche/contracts';
import { describeFailure, FailureText } from '@meche/front-kit';
import { Spinner } from '@meche/ui';
import { cataloguePaths } from '@meche/page-paths';
import { ProductEdit } from './product-edit';
import { ProductView } from './product-view';
import styles from '../product-form/product-page.module.css';

/** /dashboard/product-detail/{id}: read view, Modifier → edit, back to view after a save. */
export function ProductDetailPage() {
  const { id } = useParams();
  const productId = parseRouteId(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const product = useQuery({ ...productQueries.detail(productId ?? 0), enabled: productId !== undefined });

  // Straight from a typed URL there is no page to go back to: the product list is the way back.
  const goBack = () => (location.key === 'default' ? navigate(cataloguePaths.products) : navigate(-1));

  let body;
  if (productId === undefined || product.isError) {
    body = (
      <FailureText message={product.isError ? describeFailure(product.error).message : MSG.serverError} />
    );
  } else if (product.isPending) {
    body = <Spinner label="Chargement du produit..." />;
  } else if (editing) {
    body = <ProductEdit product={product.data} onDone={() => setEditing(false)} />;
  } else {
    body = <ProductView product={product.data} />;
  }

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="product-detail-title">
      <h1 id="product-detail-title">Détails du produit</h1>
      {body}
      {!editing && (
        <div className={styles.actions}>
          {product.isSuccess && (
            <button type="button" className="meche-btn meche-btn--primary" onClick={() => setEditing(true)}>
              Modifier
            </button>
          )}
          <button type="button" className="meche-btn meche-btn--ghost" onClick={goBack}>
            Retour
          </button>
        </div>
      )}
    </section>
  );
}
