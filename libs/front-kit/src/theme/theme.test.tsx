import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './theme-context';
import { applyStoredTheme, THEME_STORAGE_KEY } from '@meche/ui';
import { ThemeToggle } from './theme-toggle';

function ThemeName() {
  return <p>{useTheme().theme}</p>;
}

const renderTheme = () =>
  render(
    <ThemeProvider>
      <ThemeToggle />
      <ThemeName />
    </ThemeProvider>,
  );

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('starts light and puts the theme on the document root', () => {
    renderTheme();
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles to dark, remembers it, and comes back dark after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTheme();
    await user.click(screen.getByRole('button', { name: 'Thème sombre' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
    unmount();

    renderTheme();
    expect(screen.getByText('dark')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thème sombre' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('applies the stored theme before React renders, ignoring junk', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(applyStoredTheme()).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(applyStoredTheme()).toBe('light');
  });
});
