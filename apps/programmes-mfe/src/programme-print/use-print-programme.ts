import { formatLongDate, printHtml, useNotify } from '@meche/ui';
import { loadPracticeConfig, usePrefetchPracticeConfig } from '../shared/practice-config';
import { sheetCss } from '../shared/print-sheet';
import { programmeSheetHtml, type ProgrammeSheet } from './programme-sheet';

/** Prints the programme sheet (A4 portrait) with the practice details and today's date; failures become toasts. */
export function usePrintProgramme() {
  usePrefetchPracticeConfig();
  const notify = useNotify();
  return async (sheet: Omit<ProgrammeSheet, 'config' | 'date'>) => {
    const config = await loadPracticeConfig();
    try {
      printHtml({
        title: `Programme de soins — ${sheet.clientName}`.trim(),
        orientation: 'portrait',
        css: sheetCss('portrait'),
        html: programmeSheetHtml({ ...sheet, config, date: formatLongDate(new Date()) }),
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
}
