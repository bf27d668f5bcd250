/** The themes the stylesheet defines (`<html data-theme>`). */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'meche-theme';
const DEFAULT_THEME: Theme = 'light';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The remembered theme; storage can be unavailable (private mode, sandboxed frame). */
export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The theme still applies for this page; it just won't be remembered.
  }
}

/** Puts the theme on the document root, where the CSS variables of styles.css pick it up. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

/** Call in the shell's bootstrap, before the first render, so a dark page never flashes light. */
export function applyStoredTheme(): Theme {
  const theme = readStoredTheme();
  applyTheme(theme);
  return theme;
}
