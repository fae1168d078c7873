/** One entry of an RFC 8288 `Link` header. */
export type LinkEntry = { url: string; rel: string[]; params: Record<string, string> }

/**
 * Parses an RFC 8288 Link header: several comma-separated entries, each `<url>` followed by
 * `;`-separated parameters whose values may be quoted (and may then contain `,` or `;`).
 */
export function parseLinkHeader(header: string | null | undefined): LinkEntry[] {
  if (!header) return []
  const entries: LinkEntry[] = []
  let i = 0
  const n = header.length
  const skipSpace = () => {
    while (i < n && /\s/.test(header[i] ?? '')) i++
  }
  while (i < n) {
    skipSpace()
    if (header[i] === ',') {
      i++
      continue
    }
    if (header[i] !== '<') {
      // Malformed entry: skip to the next comma outside quotes.
      while (i < n && header[i] !== ',') i++
      continue
    }
    const end = header.indexOf('>', i)
    if (end < 0) break
    const url = header.slice(i + 1, end).trim()
    i = end + 1
    const params: Record<string, string> = {}
    for (;;) {
      skipSpace()
      if (header[i] !== ';') break
      i++
      skipSpace()
      let name = ''
      while (i < n && /[^=;,\s]/.test(header[i] ?? '')) name += header[i++]
      skipSpace()
      let value = ''
      if (header[i] === '=') {
        i++
        skipSpace()
        if (header[i] === '"') {
          i++
          while (i < n && header[i] !== '"') {
            if (header[i] === '\\' && i + 1 < n) i++
            value += header[i++]
          }
          i++
        } else {
          while (i < n && /[^;,\s]/.test(header[i] ?? '')) value += header[i++]
        }
      }
      if (name) params[name.toLowerCase()] = value
    }
    const rel = (params.rel ?? '').split(/\s+/).filter(Boolean).map((r) => r.toLowerCase())
    entries.push({ url, rel, params })
  }
  return entries
}

/** The URL of the first entry with the given relation, or null. */
export function linkWithRel(header: string | null | undefined, rel: string): string | null {
  return parseLinkHeader(header).find((e) => e.rel.includes(rel))?.url ?? null
}
