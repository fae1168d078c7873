/** The Mitra version in a server's version string ("4.0.0 (compatible; Mitra 3.21.0)" → "Mitra 3.21.0"). */
export function serverVersionLabel(version: string | null | undefined): string {
  const raw = (version ?? '').trim()
  const match = /Mitra ([\d.]*\d)/.exec(raw)
  return match ? `Mitra ${match[1]}` : raw
}
