import { randomBytes } from 'node:crypto'

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function format(bytes: Buffer): string {
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** A random UUID (version 4). `random` lets the seed make the same ids on every run. */
export function uuidV4(random: Buffer = randomBytes(16)): string {
  const b = Buffer.from(random.subarray(0, 16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  return format(b)
}

/**
 * A time-ordered UUID (version 7). Mitra's post ids are time-ordered too, which is what lets
 * timelines page with `max_id` by comparing ids. Lower-case hex compares in time order as text.
 */
export function uuidV7(timeMs: number, random: Buffer = randomBytes(10)): string {
  const b = Buffer.alloc(16)
  b.writeUIntBE(Math.max(0, Math.floor(timeMs)), 0, 6)
  random.copy(b, 6, 0, 10)
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x70
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  return format(b)
}

/** Accepts what Rust's uuid crate accepts in practice (hyphenated or simple, any case). */
export function parseUuid(input: string): string | null {
  const s = input.toLowerCase()
  if (UUID_RE.test(s)) return s
  if (/^[0-9a-f]{32}$/.test(s)) return format(Buffer.from(s, 'hex'))
  return null
}

/** The text of the uuid crate's parse error, as actix puts it after "Path deserialize error: ". */
export function uuidErrorText(input: string): string {
  const bad = [...input].findIndex((c) => !/[0-9a-fA-F-]/.test(c))
  if (bad >= 0) {
    return `UUID parsing failed: invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], found \`${input[bad]}\` at ${bad + 1}`
  }
  const groups = input.split('-')
  if (groups.length === 1)
    return `UUID parsing failed: invalid length: expected length 32 for simple format, found ${input.length}`
  if (groups.length !== 5) return `UUID parsing failed: invalid group count: expected 5, found ${groups.length}`
  const expected = [8, 4, 4, 4, 12]
  const i = groups.findIndex((g, n) => g.length !== expected[n])
  return `UUID parsing failed: invalid group length in group ${i}: expected ${expected[i]}, found ${groups[i]?.length ?? 0}`
}
