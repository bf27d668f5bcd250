import type { AfterClientCreated } from '@meche/contracts';
import { ChoicesPanel, useInstantChoice } from './choices-panel';
import own from './after-client-panel.module.css';

export const AFTER_CLIENT_TEXTS = {
  title: 'Après l’ajout d’un client',
  saved: 'Choix enregistré : il vous suit sur tous vos appareils.',
  failed: 'Le choix n’a pas pu être enregistré.',
  loadError: 'Le choix après l’ajout d’un client n’a pas pu être lu.',
} as const;

const CHOICES: readonly { value: AfterClientCreated; label: string }[] = [
  { value: 'list', label: 'Afficher la liste des clients, le nouveau client en tête et en surbrillance' },
  { value: 'file', label: 'Ouvrir la fiche du nouveau client' },
];

/** After adding a client: the list with the client at its top, or the client's file. Saved as soon as chosen. */
export function AfterClientPanel() {
  const choice = useInstantChoice(AFTER_CLIENT_TEXTS);
  return (
    <ChoicesPanel title={AFTER_CLIENT_TEXTS.title} loading="Chargement du choix après l’ajout d’un client" loadError={AFTER_CLIENT_TEXTS.loadError} busy={choice.saving}>
      {(rules) => (
        <fieldset className={own.choices} disabled={choice.saving}>
          <legend className="meche-sr-only">{AFTER_CLIENT_TEXTS.title}</legend>
          {CHOICES.map((c) => (
            <label key={c.value} className={own.choice}>
              <input
                type="radio"
                name="after-client-created"
                value={c.value}
                checked={choice.shown(rules).afterClientCreated === c.value}
                onChange={() => choice.save({ afterClientCreated: c.value })}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
      )}
    </ChoicesPanel>
  );
}
