/**
 * Which Mitra the demo instance stands in for: 3.21 (the version the product specification
 * describes, the default) or 5.9 (the line most instances run now). Where the two differ in what
 * they take or give, the routes ask `state.mitra` (see docs/mitra-versions.md for every
 * difference, with the version that brought it).
 */
export const MITRA_DIALECTS = ['3.21', '5.9'] as const
export type MitraDialect = (typeof MITRA_DIALECTS)[number]

/** The release each dialect follows (its tag in Mitra's repository). */
export const MITRA_RELEASES: Record<MitraDialect, string> = { '3.21': '3.21.0', '5.9': '5.9.1' }

export const DEFAULT_DIALECT: MitraDialect = '3.21'

export function isMitraDialect(value: string): value is MitraDialect {
  return (MITRA_DIALECTS as readonly string[]).includes(value)
}

/** Instance.version as that Mitra reports it. */
export function mitraVersionString(dialect: MitraDialect): string {
  return `4.0.0 (compatible; Mitra ${MITRA_RELEASES[dialect]})`
}
