/** One entry of an RFC 8288 `Link` header. */
export type LinkEntry = { url: string; rel: string[]; params: Record<string, string> }

/** An entry: `<url>` and its parameters, quoted values included (they may hold `,` or `;`). */
const ENTRY = /<([^>]*)>((?:\s*;\s*[^\s;,=]+(?:\s*=\s*(?:"(?:[^"\\]|\\.)*"|[^\s;,]*))?)*)/g
/** One `; name=value` parameter, the value quoted or not, or absent. */
const PARAM = /;\s*([^\s;,=]+)(?:\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,]*)))?/g

/**
 * Parses an RFC 8288 Link header: several comma-separated entries, each `<url>` followed by
 * `;`-separated parameters whose values may be quoted. Text that is not an entry is skipped.
 */
export function parseLinkHeader(header: string | null | undefined): LinkEntry[] {
  return Array.from((header ?? '').matchAll(ENTRY), ([, url = '', rest = '']) => {
    const params: Record<string, string> = {}
    for (const [, name = '', quoted, bare] of rest.matchAll(PARAM))
      params[name.toLowerCase()] = quoted?.replace(/\\(.)/g, '$1') ?? bare ?? ''
    return { url: url.trim(), rel: (params.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean), params }
  })
}

/** The URL of the first entry with the given relation, or null. */
export function linkWithRel(header: string | null | undefined, rel: string): string | null {
  return parseLinkHeader(header).find((e) => e.rel.includes(rel))?.url ?? null
}
