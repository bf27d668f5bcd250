import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import type { ExportFormat } from '@meche/contracts';

/** One column of an exported list: its French header and how a row gives its value. */
export interface ExportColumn<R> {
  header: string;
  kind?: 'text' | 'date' | 'price';
  value(row: R): string | number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' → 'dd/mm/yyyy', as French Excel shows and reads a date. */
const frenchDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** 12.5 → '12,50'. */
const frenchAmount = (n: number) => n.toFixed(2).replace('.', ',');

/**
 * A cell a spreadsheet would run as a formula ('=', '+', '-', '@' first) gets a leading quote, which the import takes
 * off again; numbers and phone numbers ('+33 6…') stay as they are.
 */
function guardFormula(value: string): string {
  if (!/^[=+\-@\t\r]/.test(value) || /^[+-]?[\d\s.,]+$/.test(value)) return value;
  return `'${value}`;
}

function csvCell<R>(column: ExportColumn<R>, row: R): string {
  const value = column.value(row);
  if (value === null) return '';
  if (column.kind === 'date' && typeof value === 'string') return frenchDate(value);
  if (column.kind === 'price' && typeof value === 'number') return frenchAmount(value);
  return guardFormula(String(value));
}

/** CSV as French Excel opens it: UTF-8 with a BOM, ';' between cells, CRLF line ends. */
function toCsv<R>(columns: readonly ExportColumn<R>[], rows: readonly R[]): Buffer {
  const records = [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => csvCell(c, row)))];
  return Buffer.from(stringify(records, { delimiter: ';', record_delimiter: '\r\n', bom: true }), 'utf8');
}

/** One sheet: text cells as text (a phone keeps its leading zero), dates as dates, prices as numbers in euros. */
async function toXlsx<R>(sheetName: string, columns: readonly ExportColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mèche';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: Math.min(40, Math.max(12, c.header.length + 2)),
    ...(c.kind === 'date' ? { style: { numFmt: 'dd/mm/yyyy' } } : c.kind === 'price' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      columns.map((c) => {
        const value = c.value(row);
        if (value !== null && c.kind === 'date' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
        return value;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const exportFile = <R>(format: ExportFormat, sheetName: string, columns: readonly ExportColumn<R>[], rows: readonly R[]): Promise<Buffer> =>
  format === 'csv' ? Promise.resolve(toCsv(columns, rows)) : toXlsx(sheetName, columns, rows);

export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
