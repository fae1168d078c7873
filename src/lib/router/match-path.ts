/** Values of a pattern's parameters, decoded; "*" holds the rest of a catch-all match. */
export type Params = Readonly<Record<string, string | undefined>>

export type PathMatch = { pattern: string; pathname: string; params: Params }

/**
 * One segment of a pattern: a literal ("about"), a parameter (":postId"), a parameter after a
 * literal prefix ("@:acct" matches "@bob@example.org" with acct = "bob@example.org"), or "*".
 */
type Segment = { type: 'literal'; value: string } | { type: 'param'; prefix: string; name: string } | { type: 'rest' }

const compiled = new Map<string, Segment[]>()

function compile(pattern: string): Segment[] {
  const cached = compiled.get(pattern)
  if (cached) return cached
  const segments = split(pattern).map((part, i, all): Segment => {
    if (part === '*') {
      if (i !== all.length - 1) throw new Error(`"*" must end the pattern: ${pattern}`)
      return { type: 'rest' }
    }
    const colon = part.indexOf(':')
    if (colon < 0) return { type: 'literal', value: part.toLowerCase() }
    return { type: 'param', prefix: part.slice(0, colon).toLowerCase(), name: part.slice(colon + 1) }
  })
  compiled.set(pattern, segments)
  return segments
}

/** "/a/b/" → ["a", "b"]; "/" → []. */
const split = (path: string): string[] =>
  path.split('/').filter((part, i, all) => part !== '' || (i > 0 && i < all.length - 1))

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Matches a whole pathname against a pattern ("/post/:postId", "/@:acct/gallery", "/*"). A trailing
 * slash is optional, literals ignore case, parameters are decoded and never empty.
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const segments = compile(pattern)
  const parts = split(pathname)
  const params: Record<string, string> = {}
  for (const [i, segment] of segments.entries()) {
    if (segment.type === 'rest') {
      const rest = decode(parts.slice(i).join('/'))
      if (rest === null) return null
      params['*'] = rest
      return { pattern, pathname, params }
    }
    const part = parts[i]
    if (part === undefined) return null
    if (segment.type === 'literal') {
      if (part.toLowerCase() !== segment.value) return null
      continue
    }
    if (!part.toLowerCase().startsWith(segment.prefix) || part.length === segment.prefix.length) return null
    const value = decode(part.slice(segment.prefix.length))
    if (value === null) return null
    params[segment.name] = value
  }
  return parts.length === segments.length ? { pattern, pathname, params } : null
}

/** The first route whose `path` matches, with its parameters. */
export function matchRoutes<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Params } | null {
  for (const route of routes) {
    const match = matchPath(route.path, pathname)
    if (match) return { route, params: match.params }
  }
  return null
}
