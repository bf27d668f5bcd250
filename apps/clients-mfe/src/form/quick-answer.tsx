import { useId } from 'react';
import { useWatch } from '@meche/front-kit';
import { isDeclaredAnswer } from '@meche/contracts';
import type { ClientFieldName } from './client-fields';
import type { ClientForm } from './use-client-form';
import styles from './client-form.module.css';

type QuickChoice = 'Non' | 'Oui';

/** What the answer's text says: a negation is 'Non', anything declared is 'Oui', nothing typed is neither. */
export function quickChoiceOf(text: string): QuickChoice | null {
  if (!text.trim()) return null;
  return isDeclaredAnswer(text) ? 'Oui' : 'Non';
}

interface QuickAnswerProps {
  name: ClientFieldName;
  label: string;
  /** The answer's text box, which the detail goes into after 'Oui'. */
  inputId: string;
  control: ClientForm['control'];
  setValue: ClientForm['setValue'];
}

/**
 * Non / Oui for a questionnaire answer, still stored as its text: 'Non' writes 'Non'; 'Oui' writes 'Oui' (kept if the
 * text already says more) and puts the cursor in the text box for the detail ('Oui, Kardegic').
 */
export function QuickAnswer({ name, label, inputId, control, setValue }: QuickAnswerProps) {
  const text = (useWatch({ control, name }) as string | undefined) ?? '';
  const choice = quickChoiceOf(text);
  const group = useId();

  const choose = (next: QuickChoice) => {
    if (next === 'Non') {
      setValue(name, 'Non', { shouldDirty: true });
      return;
    }
    if (choice !== 'Oui') setValue(name, 'Oui', { shouldDirty: true });
    const input = document.getElementById(inputId);
    if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  };

  return (
    <div role="radiogroup" aria-label={`Réponse rapide : ${label}`} className={styles.quick}>
      {(['Non', 'Oui'] as const).map((option) => (
        <label key={option} className={styles.quickOption}>
          <input type="radio" name={group} checked={choice === option} onChange={() => choose(option)} onClick={() => choice === option && choose(option)} />
          {option}
        </label>
      ))}
    </div>
  );
}
