/*
 * Requests the boot script (src/boot/boot.ts) sends from index.html's head, before the app's code
 * has arrived: the first screen's data. The transport (src/lib/http.ts) takes an answer from here,
 * once, when the app asks for the same URL with the same token.
 */

/** One request sent early: when, and its answer (the Response, not yet read). */
export type EarlyRequest = { at: number; response: Promise<Response> }

declare global {
  interface Window {
    __parleyEarly?: Record<string, EarlyRequest>
  }
}

/** Older answers are not used: the app asks again. */
export const EARLY_MAX_AGE_MS = 15_000

/** How the boot script files a request and the transport finds it. */
export const earlyKey = (url: string, token: string | null) => `${token ?? ''} ${url}`

/** The early answer to a GET of `url` with `token`, taken once; undefined when none was sent. */
export function takeEarlyResponse(url: string, token: string | null, now = Date.now()): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__parleyEarly
  const key = earlyKey(url, token)
  const found = early?.[key]
  if (!found) return undefined
  delete early[key]
  return now - found.at < EARLY_MAX_AGE_MS ? found.response : undefined
}
