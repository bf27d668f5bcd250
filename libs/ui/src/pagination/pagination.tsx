export interface PaginationProps {
  /** 0-based, as the API counts. */
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  disabled?: boolean;
  /** Names the navigation landmark when a screen has more than one list. */
  label?: string;
}

const PREVIOUS_LABEL = 'Précédent';
const NEXT_LABEL = 'Suivant';

/** 'Page X sur N' with Précédent / Suivant, disabled at the ends (an empty list still reads 'sur 1'). */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  disabled = false,
  label = 'Pagination',
}: PaginationProps) {
  const pageCount = Math.max(1, totalPages);
  const current = Math.min(Math.max(0, page), pageCount - 1);
  return (
    <nav className="meche-pagination" aria-label={label}>
      <button
        type="button"
        className="meche-btn meche-btn--ghost"
        disabled={disabled || current <= 0}
        onClick={() => onPageChange(current - 1)}
      >
        {PREVIOUS_LABEL}
      </button>
      <span className="meche-pagination__status" aria-live="polite">
        {`Page ${current + 1} sur ${pageCount}`}
      </span>
      <button
        type="button"
        className="meche-btn meche-btn--ghost"
        disabled={disabled || current >= pageCount - 1}
        onClick={() => onPageChange(current + 1)}
      >
        {NEXT_LABEL}
      </button>
    </nav>
  );
}
