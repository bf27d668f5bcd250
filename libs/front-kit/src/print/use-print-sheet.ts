import { useNotify } from '../feedback/feedback-context';
import type { PracticeConfig } from './practice-config';
import { usePracticeDetails } from './practice-details';
import { printHtml, type PrintOrientation } from './print-html';

export interface SheetToPrint {
  /** The print window's title, also the PDF's name when saved. */
  title: string;
  orientation: PrintOrientation;
  /** Rules for this sheet's body only: the page, the tables and the header are styled by printHtml. */
  css?: string;
  /** The sheet's markup, given the practice details (start it with sheetHeaderHtml). */
  body: (config: PracticeConfig) => string;
}

/**
 * Prints a sheet with the practice details (the practitioner's settings over /config.json): they are fetched when the
 * screen mounts, so the click that prints finds them ready; a print failure (blocked window, nothing to print)
 * becomes an error toast.
 */
export function usePrintSheet(): (sheet: SheetToPrint) => Promise<void> {
  const practiceDetails = usePracticeDetails();
  const notify = useNotify();
  return async ({ title, orientation, css, body }) => {
    const config = await practiceDetails();
    try {
      printHtml({ title, orientation, css, html: body(config) });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
}
