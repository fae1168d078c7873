import { postPath } from '@/lib/paths'
/** Puts text on the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Older browsers, or pages without clipboard access: the selection route.
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    let done = false
    try {
      done = document.execCommand('copy')
    } catch {
      done = false
    }
    area.remove()
    return done
  }
}

/** The address of a post to share: its own URL, else this client's page for it. */
export function postLink(status: { id: string; url: string | null }): string {
  if (status.url && /^https?:\/\//.test(status.url)) return status.url
  return new URL(postPath(status.id), location.origin).href
}
