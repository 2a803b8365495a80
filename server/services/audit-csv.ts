import { AUDIT_CSV_COLUMNS, type AuditEntry } from '../../contract/audit';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a formula: a meal
 * named `=HYPERLINK(...)` would become a link in the owner's sheet. Such cells get a leading apostrophe (OWASP's
 * advice), and every cell is quoted so commas, quotes and line breaks stay inside it.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const entry of entries) lines.push(AUDIT_CSV_COLUMNS.map((column) => csvCell(entry[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
