import { useState } from 'react'
import { Identicon } from './identicon'
import { Icon } from './icon'
import styles from './avatar.module.css'
import { iconUser } from '@/ui/icons/user'

type AvatarProps = {
  account: { id: string; avatar?: string | null; actor_id?: string | null }
  size?: number
  className?: string
  /**
   * The picture is the largest thing on the first screen (a profile's own avatar): it loads at
   * once and ahead of the others, rather than once layout has found it on screen.
   */
  priority?: boolean
}

/**
 * An account's picture. A missing (or broken) avatar becomes an identicon drawn from actor_id;
 * an account with an empty id (unknown profile) gets a neutral placeholder. Always decorative
 * (alt=""): the name next to it says who it is.
 */
export function Avatar({ account, size = 40, className, priority = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const classes = [styles.avatar, className].filter(Boolean).join(' ')
  if (!account.id) {
    return (
      <span
        className={`${classes} ${styles.placeholder}`}
        style={{ inlineSize: size, blockSize: size }}
        aria-hidden="true"
      >
        <Icon path={iconUser} size={Math.round(size * 0.6)} />
      </span>
    )
  }
  const src = account.avatar
  if (!src || failedSrc === src) {
    return <Identicon seed={account.actor_id || account.id} size={size} className={className} />
  }
  return (
    <img
      className={classes}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // Decoded off the main thread, it may miss the frame that paints the page around it.
      decoding={priority ? undefined : 'async'}
      onError={() => setFailedSrc(src)}
    />
  )
}
