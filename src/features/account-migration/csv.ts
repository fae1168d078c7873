/**
 * Reading the CSV files of follows and followers as Mitra and Mastodon export them: one account
 * address (user@host) per line in the first column, optionally under a header line
 * ("Account address,Show boosts,...").
 */

/** The first column of a CSV line, unquoted and trimmed. */
function firstColumn(line: string): string {
  const cell = line.split(',')[0] ?? ''
  return cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim()
}

/** A full address, as Mitra's import wants it: user@host, a leading @ allowed. */
const ADDRESS = /^@?[^\s@]+@[^\s@]+$/

/** A first line that names the columns instead of holding an address. */
const isHeader = (cell: string): boolean => !cell.includes('@') && /[A-Za-z]\s+[A-Za-z]/.test(cell)

export type CsvContent = {
  /** The distinct addresses, without a leading @, in file order. */
  addresses: string[]
  /** Lines (first columns) that are no address: the server would refuse the file. */
  invalid: string[]
}

/** The addresses of a CSV text: blank lines and a header line skipped, duplicates counted once. */
export function readCsv(text: string): CsvContent {
  const cells = text
    .split(/\r\n|\r|\n/)
    .map(firstColumn)
    .filter((cell) => cell !== '')
  if (cells[0] !== undefined && isHeader(cells[0])) cells.shift()
  const addresses = new Set<string>()
  const invalid: string[] = []
  for (const cell of cells) {
    if (ADDRESS.test(cell)) addresses.add(cell.replace(/^@/, ''))
    else invalid.push(cell)
  }
  return { addresses: [...addresses], invalid }
}

/** How many addresses the CSV holds (what the form shows under the text). */
export const countCsvAddresses = (text: string): number => readCsv(text).addresses.length
