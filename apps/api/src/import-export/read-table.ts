import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { IMPORT_MAX_ROWS, IMPORT_MSG } from '@meche/contracts';
import { HttpError } from '../shared/http-errors';

/** One cell as the file gives it: text (CSV, or a text cell), a number or a date (an Excel cell), or nothing. */
export type Cell = string | number | Date | null;

export interface Table {
  format: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'windows-1252' | null;
  separator: ';' | ',' | '\t' | null;
  headers: string[];
  /** Data rows that hold something, with their line as a spreadsheet numbers it (the header is line 1). */
  rows: { line: number; cells: Cell[] }[];
}

const unreadable = (message: string = IMPORT_MSG.unreadable) => new HttpError(400, message);

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An .xls (Excel 97-2003) or any other OLE2 file: not a format read here. */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** A spreadsheet expands to this much at most: a small file that unzips to gigabytes is refused before it is read. */
const XLSX_MAX_EXPANDED_BYTES = 200 * 1024 * 1024;

export async function readTable(bytes: Buffer): Promise<Table> {
  if (bytes.length === 0) throw unreadable(IMPORT_MSG.empty);
  if (startsWith(bytes, ZIP_MAGIC)) return readXlsx(bytes);
  if (startsWith(bytes, OLE_MAGIC)) throw unreadable();
  return readCsv(bytes);
}

/**
 * UTF-8 when the bytes are valid UTF-8 (a BOM or not), else Windows-1252, what French Excel and older salon software
 * write: no other single-byte encoding is told apart from it by the bytes, and Latin-1 is a subset of it.
 */
function decode(bytes: Buffer): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  if (startsWith(bytes, UTF8_BOM)) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

const SEPARATORS = [';', ',', '\t'] as const;
/** Records read at most from a CSV: the data rows allowed, the header, and as many empty lines again. */
const CSV_MAX_RECORDS = IMPORT_MAX_ROWS * 2 + 2;

/** The separator the header line uses most, outside quotes; ';' (French Excel's) when none or on a tie. */
function detectSeparator(text: string): ';' | ',' | '\t' {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: ';' | ',' | '\t' = ';';
  for (const s of SEPARATORS) if ((counts.get(s) ?? 0) > (counts.get(best) ?? 0)) best = s;
  return best;
}

function readCsv(bytes: Buffer): Table {
  const { text, encoding } = decode(bytes);
  // Text files hold no NUL: this is some binary file under a .csv name.
  if (text.includes('\u0000')) throw unreadable();
  const separator = detectSeparator(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // Bounded while parsing, not after (10 Mo of line breaks would be millions of records); empty lines count here.
      to: CSV_MAX_RECORDS,
    });
  } catch {
    throw unreadable();
  }
  // Reaching the bound means more was left unread: refused, never imported in part.
  if (records.length >= CSV_MAX_RECORDS) throw new HttpError(400, IMPORT_MSG.tooManyRows(IMPORT_MAX_ROWS));
  // Each record is one row of the spreadsheet: its line is its index + 1, even when a quoted cell spans lines.
  return toTable('csv', encoding, separator, records.map((cells, index) => ({ line: index + 1, cells })));
}

async function readXlsx(bytes: Buffer): Promise<Table> {
  let expanded = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        expanded += file.originalSize;
        return false;
      },
    });
  } catch {
    throw unreadable(IMPORT_MSG.unreadableXlsx);
  }
  if (expanded > XLSX_MAX_EXPANDED_BYTES) throw new HttpError(400, IMPORT_MSG.tooLarge);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw unreadable(IMPORT_MSG.unreadableXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable(IMPORT_MSG.noHeader);
  if (sheet.rowCount > IMPORT_MAX_ROWS + 1) throw new HttpError(400, IMPORT_MSG.tooManyRows(IMPORT_MAX_ROWS));
  const width = sheet.columnCount;
  const rows: { line: number; cells: Cell[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellValue(row.getCell(c).value));
    rows.push({ line, cells });
  });
  return toTable('xlsx', null, null, rows);
}

/** An Excel cell as text, number or date: rich text and links by their text, formulas by their result. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  // OOXML can spell U+0000 as _x0000_; no text column can hold it.
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (typeof value === 'boolean') return value ? 'VRAI' : 'FAUX';
  if (value instanceof Date) return value;
  if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellValue((value.result ?? null) as ExcelJS.CellValue) : null;
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellValue(value.text as ExcelJS.CellValue);
  return null;
}

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** Headers from the first row that holds something; later empty rows are left out, their lines kept. */
function toTable(format: Table['format'], encoding: Table['encoding'], separator: Table['separator'], records: { line: number; cells: Cell[] }[]): Table {
  const filled = records.filter((r) => !r.cells.every(isBlank));
  const [head, ...data] = filled;
  if (!head) throw unreadable(IMPORT_MSG.empty);
  if (data.length > IMPORT_MAX_ROWS) throw new HttpError(400, IMPORT_MSG.tooManyRows(IMPORT_MAX_ROWS));
  const width = Math.max(...filled.map((r) => r.cells.length));
  const seen = new Map<string, number>();
  const headers: string[] = [];
  for (let i = 0; i < width; i++) {
    const cell = head.cells[i];
    const base = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '').trim() || `Colonne ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    headers.push(n === 1 ? base : `${base} (${n})`);
  }
  if (headers.every((h) => /^Colonne \d+$/.test(h))) throw unreadable(IMPORT_MSG.noHeader);
  if (data.length === 0) throw unreadable(IMPORT_MSG.noRows);
  return { format, encoding, separator, headers, rows: data };
}
