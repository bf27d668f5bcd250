import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { describeError, practiceRulesQueries, useUpdatePracticeRules } from '@meche/api-client';
import type { PracticeRules, PracticeRulesInput } from '@meche/contracts';
import { useNotify } from '@meche/front-kit';
import { Spinner } from '@meche/ui';
import styles from './settings-page.module.css';

interface ChoicesPanelProps {
  title: string;
  /** The spinner's label while the choices load. */
  loading: string;
  loadError: string;
  /** A choice is being saved: the section says it is busy. */
  busy?: boolean;
  children(rules: PracticeRules): ReactNode;
}

/**
 * The one convention of the panels holding the practice's choices ('Rappels et suivi', 'Après l’ajout d’un client',
 * 'Règles de travail'): a titled section over the one store (GET /api/settings/rules), the same spinner while it
 * loads and the same place for a load error, then the panel's own controls.
 */
export function ChoicesPanel({ title, loading, loadError, busy, children }: ChoicesPanelProps) {
  const titleId = useId();
  const rules = useQuery(practiceRulesQueries.detail());
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className={styles.subtitle}>
        {title}
      </h2>
      {rules.isPending ? (
        <Spinner size="small" label={loading} />
      ) : rules.isError ? (
        <p className="meche-field__error">{loadError}</p>
      ) : (
        children(rules.data)
      )}
    </section>
  );
}

/**
 * A choice saved as soon as it is made (nothing typed to lose), sending only what changed. It shows at once, in the
 * same render as the click; the store follows when the server has answered, and a refusal puts it back and says so.
 */
export function useInstantChoice(texts: { saved: string; failed: string }) {
  const update = useUpdatePracticeRules();
  const notify = useNotify();
  const [choosing, setChoosing] = useState<PracticeRulesInput | null>(null);
  const save = (change: PracticeRulesInput) => {
    setChoosing(change);
    update.mutate(change, {
      onSuccess: () => notify(texts.saved, 'success'),
      onError: (error) => notify(describeError(error).message ?? texts.failed, 'error'),
      onSettled: () => setChoosing(null),
    });
  };
  return { save, saving: update.isPending, shown: (rules: PracticeRules): PracticeRules => ({ ...rules, ...choosing }) };
}
