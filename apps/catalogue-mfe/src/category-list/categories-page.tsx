import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { categoryInUse, categoryQueries, useDeleteCategory, useUpdateCategory } from '@meche/api-client';
import { MSG, type Category, type CategoryInput } from '@meche/contracts';
import {
  describeFailure,
  QueryState,
  useDeleteFlow,
  type FailureWording,
  FailureText,
  useConfirm,
} from '@meche/front-kit';
import { ScrollBox } from '@meche/ui';
import { cataloguePaths } from '@meche/page-paths';
import { CategoryRow } from './category-row';
import styles from './categories-page.module.css';

/** The categories screen says every failure 'Error: …', in English as practitioners know it (docs/product.md). */
const CATEGORY_FAILURE: FailureWording = { server: (message) => `Error: ${message}`, noMessage: `Error: ${MSG.serverError}` };
const errorText = (error: unknown) => describeFailure(error, CATEGORY_FAILURE).message;

/** /dashboard/categories: newest first, inline edit of one row at a time. */
export function CategoriesPage() {
  const categories = useQuery(categoryQueries.list());
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const confirm = useConfirm();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);


  /**
   * Runs a change; when saved programmes use the category the server asks first (409): its question is put to the
   * practitioner and the change sent again, confirmed, only on yes. Resolves false when nothing changed.
   */
  async function withUsageQuestion(change: (confirmed: boolean) => Promise<unknown>, confirmLabel: string): Promise<boolean> {
    setFailure(null);
    try {
      await change(false);
      return true;
    } catch (error) {
      const inUse = categoryInUse(error);
      if (!inUse) {
        setFailure(errorText(error));
        return false;
      }
      if (!(await confirm(inUse.message, { confirmLabel }))) return false;
    }
    try {
      await change(true);
      return true;
    } catch (error) {
      setFailure(errorText(error));
      return false;
    }
  }

  async function save(category: Category, body: CategoryInput): Promise<boolean> {
    const saved = await withUsageQuestion(
      (confirmed) => updateCategory.mutateAsync({ id: category.id, body, confirm: confirmed }),
      'Changer la TVA',
    );
    if (saved) setEditingId(null);
    return saved;
  }

  const rows = [...(categories.data ?? [])].sort((a, b) => b.id - a.id);

  // withUsageQuestion says its own failures on the page: the flow brings the question.
  const deletion = useDeleteFlow({
    question: 'Voulez-vous supprimer cette catégorie ?',
    remove: (category: Category) => withUsageQuestion((confirmed) => deleteCategory.mutateAsync({ id: category.id, confirm: confirmed }), 'Supprimer'),
  });

  return (
    <section className={`meche-card ${styles.page}`} aria-labelledby="categories-title">
      <div className={styles.header}>
        <h1 id="categories-title">Catégories</h1>
        <nav className={styles.links} aria-label="Catégories">
          <Link className="meche-btn meche-btn--primary" to={cataloguePaths.addCategory}>
            Ajouter une catégorie
          </Link>
          <Link className="meche-btn meche-btn--ghost" to={cataloguePaths.products}>
            Retour
          </Link>
        </nav>
      </div>
      <FailureText message={failure} />
      <QueryState query={categories} loading="Chargement des catégories..." failure={CATEGORY_FAILURE}>
        <ScrollBox className={styles.tableScroll}>
          <table className={`meche-table meche-table--cards ${styles.table}`} aria-labelledby="categories-title">
            <thead>
              <tr>
                <th scope="col">Catégories de produits</th>
                <th scope="col">TVA</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((category) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  editing={editingId === category.id}
                  locked={editingId !== null && editingId !== category.id}
                  saving={updateCategory.isPending}
                  onEdit={() => {
                    setFailure(null);
                    setEditingId(category.id);
                  }}
                  onCancel={() => setEditingId(null)}
                  onSave={(body) => save(category, body)}
                  onDelete={() => void deletion.request(category)}
                />
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className={styles.empty}>Aucune catégorie.</p>}
        </ScrollBox>
      </QueryState>
    </section>
  );
}
