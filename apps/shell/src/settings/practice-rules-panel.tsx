import { ChoicesPanel, useInstantChoice } from './choices-panel';
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
  const choice = useInstantChoice(RULES_TEXTS);
  return (
    <ChoicesPanel title={RULES_TEXTS.title} loading="Chargement des règles de travail" loadError={RULES_TEXTS.loadError} busy={choice.saving}>
      {(rules) => {
        const shown = choice.shown(rules);
        return (
          <>
            <div className={styles.rule}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={shown.photosWithoutConsent}
                  disabled={choice.saving}
                  onChange={(event) => choice.save({ photosWithoutConsent: event.target.checked })}
                  aria-describedby="practice-rules-photos"
                />
                {RULES_TEXTS.photosWithoutConsent}
              </label>
              <p id="practice-rules-photos" className={styles.hint}>
                {RULES_TEXTS.photosHint}
              </p>
            </div>
            <fieldset className={styles.rule} aria-describedby="practice-rules-prices" disabled={choice.saving}>
              <legend>{RULES_TEXTS.priceEntry}</legend>
              {(['TTC', 'HT'] as const).map((mode) => (
                <label key={mode} className={styles.choice}>
                  <input type="radio" name="practice-rules-price-entry" checked={shown.priceEntry === mode} onChange={() => choice.save({ priceEntry: mode })} />
                  {mode === 'TTC' ? RULES_TEXTS.ttc : RULES_TEXTS.ht}
                </label>
              ))}
              <p id="practice-rules-prices" className={styles.hint}>
                {RULES_TEXTS.priceHint}
              </p>
            </fieldset>
          </>
        );
      }}
    </ChoicesPanel>
  );
}
