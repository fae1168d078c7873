/*
 * A profile's avatar is the largest thing on its first screen. Its address is in the account's
 * answer, which the boot script asks for before the app's code has come: the boot script asks for
 * the picture as soon as that answer is in (a preload, which the avatar's <img> then takes), rather
 * than once the app has rendered the profile and laid it out.
 */

/** Preloads the avatar of the account in `answer` (read from a copy; the app reads the answer itself). */
export function preloadAvatarOf(answer: Promise<Response>, document: Document): Promise<void> {
  return answer
    .then((response) => (response.ok && !response.bodyUsed ? response.clone().json() : null))
    .then((account: { avatar?: unknown } | null) => {
      const url = avatarUrl(account?.avatar, document.baseURI)
      if (!url) return
      const link = document.createElement('link')
      link.rel = 'preload'
      link.as = 'image'
      link.href = url
      // As the avatar's <img> asks for it (src/ui/avatar.tsx, `priority`): a preload in another
      // priority is still used, but one that goes behind the scripts comes late.
      link.fetchPriority = 'high'
      document.head.appendChild(link)
    })
    .catch(() => {})
}

/** The avatar's address as the <img> will ask for it, when it is a picture on the web. */
function avatarUrl(avatar: unknown, base: string): string | null {
  if (typeof avatar !== 'string' || avatar === '') return null
  try {
    const { protocol } = new URL(avatar, base)
    return protocol === 'https:' || protocol === 'http:' ? avatar : null
  } catch {
    return null
  }
}
