/**
 * An address from another server that the page may load or open: http(s), or a path on this site.
 * Anything else (`javascript:`, `data:`, a `//host` without scheme, a relative name) is null. The
 * Content-Security-Policy stops a `javascript:` link too, but a Mitra deployment may serve the
 * client without it.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const trimmed = url.trim()
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed
  return /^https?:\/\/[^/\\]/i.test(trimmed) ? trimmed : null
}
