import { createContext } from 'react';

export type Theme = 'light' | 'dark';

export interface ThemeContextValue {
  theme: Theme;
  toggleTheme(): void;
  setTheme(theme: Theme): void;
}

/** The page's theme, provided by @meche/ui's ThemeProvider; here for the same reason as the feedback contexts. */
export const ThemeContext = createContext<ThemeContextValue | null>(null);
