/**
 * Stored HTML refers to local objects through this marker instead of the instance URL, which
 * for a demo instance depends on the address it was started on. Serialisers swap it for the
 * current instance URL; it is stripped from everything users send.
 */
export const LOCAL_URL = '\u0001'

export function withInstanceUrl(html: string, instanceUrl: string): string {
  return html.includes(LOCAL_URL) ? html.split(LOCAL_URL).join(instanceUrl) : html
}

export function stripMarker(text: string): string {
  return text.includes(LOCAL_URL) ? text.split(LOCAL_URL).join('') : text
}

export const localActorPath = (username: string) => `/users/${username}`
export const localObjectPath = (postId: string) => `/objects/${postId}`
export const tagPath = (tag: string) => `/collections/tags/${encodeURIComponent(tag)}`
