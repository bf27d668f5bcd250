import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The three screens of issue 29's walk: the laptop, the iPad and the phone. */
export const DAY_WIDTHS = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Serious and critical axe violations of what the page shows now, in the light then the dark theme (left in the dark
 * one); `shot` names a full-page screenshot per theme, for a person to look at.
 */
export async function seriousInBothThemes(page: Page, where: string, shot?: (theme: string) => string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => {
      window.localStorage.setItem('meche-theme', t);
      document.documentElement.setAttribute('data-theme', t);
    }, theme);
    if (shot) await page.screenshot({ path: shot(theme), fullPage: true });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      found.push(`${where} ${theme} — ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  return found;
}
