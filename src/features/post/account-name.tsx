import type { Account } from '@/api/accounts/types'
import { displayNameOf } from '@/lib/display-name'
import { splitEmojiText } from './custom-emoji'
import styles from './account-name.module.css'

type AccountNameProps = {
  account: Pick<Account, 'display_name' | 'username' | 'emojis'>
  className?: string
}

/** A display name (control characters removed, username as fallback) with its custom emojis. */
export function AccountName({ account, className }: AccountNameProps) {
  const parts = splitEmojiText(displayNameOf(account), account.emojis)
  return (
    <bdi className={className ? `${styles.name} ${className}` : styles.name} dir="auto">
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <img
            key={i}
            className={styles.emoji}
            src={part.url}
            alt={`:${part.shortcode}:`}
            title={`:${part.shortcode}:`}
            draggable={false}
          />
        ),
      )}
    </bdi>
  )
}
