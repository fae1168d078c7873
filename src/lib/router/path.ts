/** A place in the app: the parts of a URL after the origin. */
export type Path = { pathname: string; search: string; hash: string }

/** Splits "/a/b?x=1#top" into its parts; search and hash keep their leading "?" and "#". */
export function parsePath(path: string): Path {
  let rest = path
  let hash = ''
  let search = ''
  const hashAt = rest.indexOf('#')
  if (hashAt >= 0) {
    hash = rest.slice(hashAt)
    rest = rest.slice(0, hashAt)
  }
  const searchAt = rest.indexOf('?')
  if (searchAt >= 0) {
    search = rest.slice(searchAt)
    rest = rest.slice(0, searchAt)
  }
  return { pathname: rest || '/', search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash }
}

/** The reverse of parsePath. */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + search + hash
}

/** True for "https://…", "mailto:…", "//host/…": places outside the app. */
export function isExternal(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//')
}

/**
 * Resolves `to` against the current pathname: absolute paths stay as they are, relative ones
 * ("post/1", "../x", "?q=1") are resolved like a browser resolves a link.
 */
export function resolvePath(to: string, from: string): Path {
  if (to.startsWith('/')) return parsePath(to)
  const base = new URL(from, 'http://app.invalid')
  const url = new URL(to, base)
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}
