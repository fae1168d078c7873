import { useMemo, type MouseEvent } from 'react'
import { useNavigate } from '@/lib/router'
import { inAppLinkPath, sanitizeHtml } from '@/lib/html'
import styles from './about.module.css'

type InstanceDescriptionProps = { html: string }

/** The instance description: server HTML, sanitised before it reaches the page. */
export function InstanceDescription({ html }: InstanceDescriptionProps) {
  const navigate = useNavigate()
  const safe = useMemo(() => sanitizeHtml(html), [html])
  if (!safe.trim()) return null
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppLinkPath(event.nativeEvent)
    if (!path) return
    event.preventDefault()
    void navigate(path)
  }
  // The click handler only routes in-app links that the sanitiser marked; the links stay keyboard-operable.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={styles.prose} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />
}
