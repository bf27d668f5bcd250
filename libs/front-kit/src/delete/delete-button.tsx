interface DeleteButtonProps {
  /** While this row's deletion runs, or while the row may not be deleted: disabled. */
  disabled: boolean;
  onDelete(): void;
  /** The table's compact size. */
  small?: boolean;
  /** The row's name, read after 'Supprimer' by a screen reader. */
  describedBy?: string;
}

/** A row's 'Supprimer': what follows (the question, the request, the toast) is `useDeleteFlow`'s. */
export function DeleteButton({ disabled, onDelete, small = false, describedBy }: DeleteButtonProps) {
  return (
    <button
      type="button"
      className={`meche-btn${small ? ' meche-btn--small' : ''} meche-btn--danger`}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onDelete}
    >
      Supprimer
    </button>
  );
}
