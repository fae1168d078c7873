import { useEffect, useRef } from 'react'
import { useNavigate } from '@/lib/router'
import type { Status } from '@/api/statuses/types'
import { inAppLinkPath } from '@/lib/html'
import { postHtml } from './post-html'
import styles from './post-content.module.css'

type PostContentProps = {
  status: Pick<Status, 'content' | 'mentions' | 'tags' | 'emojis'> &
    Partial<Pick<Status, 'pleroma' | 'links' | 'language' | 'title'>>
  id?: string
  /** The level of the title's heading (see postHtml). */
  titleLevel?: 2 | 3
}

/**
 * The post's text: server HTML through the sanitiser, with its custom emojis as images. Mention
 * and hashtag links are routed in the app (no reload); other links open in a new tab. Marked
 * with the post's language where the server tells it (Mitra 3.23+), for screen readers.
 */
export function PostContent({ status, id, titleLevel }: PostContentProps) {
  const ref = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const html = postHtml(status, styles.emoji ?? 'emoji', titleLevel)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const path = inAppLinkPath(event)
      if (path === null) return
      event.preventDefault()
      void navigate(path)
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [navigate])

  if (!html) return null
  return (
    <div
      ref={ref}
      id={id}
      className={styles.content}
      dir="auto"
      lang={status.language ?? undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
