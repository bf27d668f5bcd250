import { usePrintSheet } from '@meche/front-kit';
import { formatLongDate } from '@meche/ui';
import { programmeSheetHtml, type ProgrammeSheet } from './programme-sheet';

/** Prints the programme sheet (A4 portrait) with the practice details and today's date. */
export function usePrintProgramme() {
  const printSheet = usePrintSheet();
  return (sheet: Omit<ProgrammeSheet, 'config' | 'date'>) =>
    printSheet({
      title: `Programme de soins — ${sheet.clientName}`.trim(),
      orientation: 'portrait',
      body: (config) => programmeSheetHtml({ ...sheet, config, date: formatLongDate(new Date()) }),
    });
}
