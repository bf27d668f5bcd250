import { vi } from 'vitest';

/** A stand-in for the print window: a real document to write into, and a spy on print(). */
export function stubPrintWindow() {
  const doc = document.implementation.createHTMLDocument('print');
  const print = vi.fn();
  const fake = { document: doc, print, focus: vi.fn(), close: vi.fn(), addEventListener: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(fake as unknown as Window);
  return { doc, print, open };
}
