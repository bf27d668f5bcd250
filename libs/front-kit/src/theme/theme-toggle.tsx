import { useTheme } from './theme-context';

const THEME_TOGGLE_LABEL = 'Thème sombre';

/** A toggle button (aria-pressed = dark theme on), so its name stays stable for assistive tech. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={['meche-btn', 'meche-btn--ghost', 'meche-theme-toggle', className].filter(Boolean).join(' ')}
      aria-pressed={dark}
      onClick={toggleTheme}
    >
      <span className="meche-theme-toggle__icon" aria-hidden="true">
        {dark ? '☾' : '☀'}
      </span>
      {THEME_TOGGLE_LABEL}
    </button>
  );
}
