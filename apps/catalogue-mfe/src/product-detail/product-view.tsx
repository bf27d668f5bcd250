import { CONTRAINDICATION_LABELS, type Product } from '@meche/contracts';
import { tvaLabel } from '@meche/front-kit';
import { formatPrice } from '@meche/ui';
import { RichDescription } from './rich-description';
import styles from './product-view.module.css';

/** An API older than this remote sends no contraindications: the page still shows the product. */
const contraindicationsText = (product: Product) =>
  (product.contraindications ?? []).map((c) => CONTRAINDICATION_LABELS[c]).join(', ') || 'Aucune';

/** The read view: defaults 'Sans Catégorie' / 'Sans TVA' when the product has no category. */
export function ProductView({ product }: { product: Product }) {
  const category = product.categoryDTO;
  return (
    <>
      <dl className={styles.facts}>
        <dt>Nom</dt>
        <dd>{product.name}</dd>
        <dt>Type</dt>
        <dd>{product.type}</dd>
        <dt>Référence</dt>
        <dd>{product.refProduct}</dd>
        <dt>Prix</dt>
        <dd>{formatPrice(product.productPrice)}</dd>
        <dt>Catégorie</dt>
        <dd>{category?.name ?? 'Sans Catégorie'}</dd>
        <dt>TVA</dt>
        <dd>{tvaLabel(category?.tva)}</dd>
        <dt>Contre-indications</dt>
        <dd>{contraindicationsText(product)}</dd>
      </dl>
      <section aria-labelledby="product-description-title">
        <h2 id="product-description-title" className={styles.subtitle}>
          Description
        </h2>
        <RichDescription html={product.description} />
      </section>
    </>
  );
}
