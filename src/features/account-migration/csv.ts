/**
 * Reading the CSV files of follows and followers as Mitra and Mastodon export them: one account
 * address per line in the first column, optionally under a header line ("Account address,...").
 */

/** The first column of a CSV line, unquoted and trimmed. */
function firstColumn(line: string): string {
  const cell = line.split(',')[0] ?? ''
  return cell.trim().replace(/^"(.*)"$/, '$1').trim()
}

/** An address has a user part and, for remote accounts, a host: user, @user, user@host. */
const ADDRESS = /^@?[^\s@]+(@[^\s@]+)?$/

/** A first line that names the columns instead of holding an address. */
function isHeader(cell: string): boolean {
  return !cell.includes('@') && /\s/.test(cell)
}

/** The addresses of a CSV text: blank lines and a header line skipped. */
export function csvAddresses(text: string): string[] {
  const cells = text
    .split(/\r\n|\r|\n/)
    .map(firstColumn)
    .filter((cell) => cell !== '')
  if (cells[0] !== undefined && isHeader(cells[0])) cells.shift()
  return cells.filter((cell) => ADDRESS.test(cell))
}

/** How many addresses the CSV holds (what the form shows under the text). */
export const countCsvAddresses = (text: string): number => csvAddresses(text).length

/** A CSV field counts as filled when it has any text besides whitespace. */
export const isCsvFilled = (text: string): boolean => text.trim() !== ''
