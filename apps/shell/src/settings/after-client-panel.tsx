import { useId, useState } from 'react';
import { readAfterClientCreated, storeAfterClientCreated, useNotify, type AfterClientCreated } from '@meche/ui';
import own from './after-client-panel.module.css';
import styles from './settings-page.module.css';

const CHOICES: readonly { value: AfterClientCreated; label: string }[] = [
  { value: 'list', label: 'Afficher la liste des clients, le nouveau client en tête et en surbrillance' },
  { value: 'file', label: 'Ouvrir la fiche du nouveau client' },
];

/** After adding a client: the list with the client at its top, or the client's file. Saved as soon as chosen. */
export function AfterClientPanel() {
  const titleId = useId();
  const notify = useNotify();
  const [choice, setChoice] = useState(readAfterClientCreated);
  const choose = (value: AfterClientCreated) => {
    setChoice(value);
    storeAfterClientCreated(value);
    notify('Choix enregistré sur cet appareil.', 'success');
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        Après l’ajout d’un client
      </h2>
      <fieldset className={own.choices}>
        <legend className="meche-sr-only">Après l’ajout d’un client</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className={own.choice}>
            <input type="radio" name={titleId} value={c.value} checked={choice === c.value} onChange={() => choose(c.value)} />
            {c.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
