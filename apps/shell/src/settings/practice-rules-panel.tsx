import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { describeError, practiceRulesQueries, useUpdatePracticeRules } from '@meche/api-client';
import type { PracticeRules } from '@meche/contracts';
import { Spinner, useNotify } from '@meche/ui';
import styles from './settings-page.module.css';

export const RULES_TEXTS = {
  title: 'Règles de travail',
  photosWithoutConsent: 'Autoriser les photos sans consentement recueilli',
  photosHint:
    'Par défaut, une photo du cuir chevelu (donnée de santé) n’est ajoutée qu’une fois le consentement du client consigné. Autorisées, elles restent signalées par un avertissement sur le suivi photo.',
  priceEntry: 'Je saisis le prix des produits',
  ttc: 'TTC : le prix payé par le client',
  ht: 'HT : le prix avant TVA (fournisseur), converti avec la TVA de la catégorie',
  priceHint: 'Le prix enregistré reste le prix TTC, celui des fiches et des totaux.',
  saved: 'Règles de travail enregistrées.',
  failed: 'Les règles de travail n’ont pas pu être enregistrées.',
  loadError: 'Les règles de travail n’ont pas pu être lues.',
} as const;

/** The practice's working rules, each saved as soon as it is changed (a choice, nothing typed to lose). */
export function PracticeRulesPanel() {
  const titleId = useId();
  const rules = useQuery(practiceRulesQueries.detail());
  const update = useUpdatePracticeRules();
  const notify = useNotify();
  // The choice shows at once, in the same render as the click; the cache follows when the server has answered.
  const [choosing, setChoosing] = useState<Partial<PracticeRules> | null>(null);
  const shown = rules.data ? { ...rules.data, ...choosing } : undefined;

  const save = (change: Partial<PracticeRules>) => {
    if (!shown) return;
    setChoosing(change);
    update.mutate(
      { ...shown, ...change },
      {
        onSuccess: () => notify(RULES_TEXTS.saved, 'success'),
        onError: (error) => notify(describeError(error).message ?? RULES_TEXTS.failed, 'error'),
        onSettled: () => setChoosing(null),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={update.isPending}>
      <h2 id={titleId} className={styles.subtitle}>
        {RULES_TEXTS.title}
      </h2>
      {rules.isPending ? (
        <Spinner size="small" label="Chargement des règles de travail" />
      ) : !shown ? (
        <p className="meche-field__error">{RULES_TEXTS.loadError}</p>
      ) : (
        <>
          <div className={styles.rule}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={shown.photosWithoutConsent}
                disabled={update.isPending}
                onChange={(event) => save({ photosWithoutConsent: event.target.checked })}
                aria-describedby={`${titleId}-photos`}
              />
              {RULES_TEXTS.photosWithoutConsent}
            </label>
            <p id={`${titleId}-photos`} className={styles.hint}>
              {RULES_TEXTS.photosHint}
            </p>
          </div>
          <fieldset className={styles.rule} aria-describedby={`${titleId}-prices`} disabled={update.isPending}>
            <legend>{RULES_TEXTS.priceEntry}</legend>
            {(['TTC', 'HT'] as const).map((mode) => (
              <label key={mode} className={styles.choice}>
                <input type="radio" name={`${titleId}-price-entry`} checked={shown.priceEntry === mode} onChange={() => save({ priceEntry: mode })} />
                {mode === 'TTC' ? RULES_TEXTS.ttc : RULES_TEXTS.ht}
              </label>
            ))}
            <p id={`${titleId}-prices`} className={styles.hint}>
              {RULES_TEXTS.priceHint}
            </p>
          </fieldset>
        </>
      )}
    </section>
  );
}
