import { PRINT_DELAY_MS } from '@meche/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printHtml, PrintError, PRINT_MESSAGES } from './print-html';

interface FakeWindow {
  document: { open: () => void; write: (html: string) => void; close: () => void };
  focus: () => void;
  print: () => void;
  close: () => void;
  addEventListener: (type: string, listener: () => void) => void;
}

function fakeWindow() {
  let written = '';
  const listeners: Record<string, () => void> = {};
  const win: FakeWindow = {
    document: { open: vi.fn(), write: vi.fn((html: string) => (written += html)), close: vi.fn() },
    focus: vi.fn(),
    print: vi.fn(() => listeners.afterprint?.()),
    close: vi.fn(),
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners[type] = listener;
    }),
  };
  return { win, written: () => written };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('printHtml', () => {
  it('throws the spec text when the browser blocks the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const attempt = () => printHtml({ title: 'Programme', html: '<p>x</p>', orientation: 'portrait' });
    expect(attempt).toThrow(PrintError);
    expect(attempt).toThrow("Impossible d'ouvrir la fenêtre d'impression.");
  });

  it('throws the spec text when there is nothing to print, without opening a window', () => {
    const open = vi.spyOn(window, 'open');
    expect(() => printHtml({ title: 'Programme', html: '  ', orientation: 'portrait' })).toThrow(
      PRINT_MESSAGES.contentMissing,
    );
    expect(PRINT_MESSAGES.contentMissing).toBe("Le contenu de l'impression est introuvable.");
    expect(open).not.toHaveBeenCalled();
  });

  it('writes a full A4 document and prints it after the delay, then closes the window', () => {
    vi.useFakeTimers();
    const { win, written } = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);

    printHtml({
      title: 'Planning <Dupont>',
      html: '<table><tr><td>Matin</td></tr></table>',
      css: '.logo { height: 40px; }',
      orientation: 'landscape',
    });

    expect(window.open).toHaveBeenCalledWith('', '_blank');
    const html = written();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<title>Planning &lt;Dupont&gt;</title>');
    expect(html).toContain('@page { size: A4 landscape; margin: 12mm; }');
    expect(html).toContain('break-inside: avoid');
    expect(html).toContain('.logo { height: 40px; }');
    expect(html).toContain('<td>Matin</td>');

    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(win.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.print).toHaveBeenCalledOnce();
    expect(win.close).toHaveBeenCalledOnce();
  });
});
