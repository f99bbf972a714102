export type CsvValue = string | number | null;

/**
 * One CSV cell. A spreadsheet treats a cell that starts with = + - @ (or a tab or carriage return)
 * as a formula; an apostrophe in front keeps it text, so nothing a user typed runs in the reader's
 * spreadsheet. Commas, quotes and line breaks are kept inside quotes, a quote doubled.
 */
export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text (RFC 4180: comma-separated, each row ended by CRLF). */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * A CSV file's text for a spreadsheet: a byte-order mark first, without which Excel reads UTF-8
 * as the machine's legacy code page and garbles every accented name.
 */
export function csvFileText(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${csvText(rows)}`;
}
