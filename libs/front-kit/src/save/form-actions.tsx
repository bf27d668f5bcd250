interface FormActionsProps {
  /** The submit button's text, as the screen has always said it ('Sauvegarder', 'Enregistrer', 'Ajouter'). */
  submit: string;
  /** While the save runs: the submit button is disabled, so a second click sends nothing. */
  busy: boolean;
  onCancel(): void;
  /** The screen's layout class for the row. */
  className?: string;
}

/** A form's submit and 'Annuler' buttons, the same on every screen that creates or edits a record. */
export function FormActions({ submit, busy, onCancel, className }: FormActionsProps) {
  return (
    <div className={className}>
      <button type="submit" className="meche-btn meche-btn--primary" disabled={busy}>
        {submit}
      </button>
      <button type="button" className="meche-btn meche-btn--ghost" onClick={onCancel}>
        Annuler
      </button>
    </div>
  );
}
