import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  delayMs: number;
  onSearch(term: string): void;
  defaultValue?: string;
  /** Keeps the label for screen readers only, when the screen's title already says what is searched. */
  hideLabel?: boolean;
  className?: string;
}

/** A labelled search input that reports the term once typing pauses (Enter reports it at once). */
export function SearchBox({
  label,
  placeholder,
  delayMs,
  onSearch,
  defaultValue = '',
  hideLabel = false,
  className,
}: SearchBoxProps) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const debounced = useDebouncedValue(value, delayMs);
  const lastReported = useRef(defaultValue);
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  const report = (term: string) => {
    if (term === lastReported.current) return;
    lastReported.current = term;
    onSearchRef.current(term);
  };

  useEffect(() => {
    if (debounced === lastReported.current) return;
    lastReported.current = debounced;
    onSearchRef.current(debounced);
  }, [debounced]);

  // Enter searches at once; preventDefault so a surrounding form is not submitted.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    report(value);
  };

  return (
    // A div, not a form: a search box may sit inside another form (the care editor's picker).
    <div role="search" className={['meche-search', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'meche-sr-only' : 'meche-search__label'}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="meche-input meche-search__input"
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
