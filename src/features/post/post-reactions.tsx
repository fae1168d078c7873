import { plural } from '@lingui/core/macro'
import type { EmojiReaction, Status } from '@/api/statuses/types'
import styles from './post-reactions.module.css'

type PostReactionsProps = {
  status: Status
  /** Toggles the viewer's reaction; absent for guests, who only see the counts. */
  onToggle?: (reaction: EmojiReaction) => void
}

function ReactionEmoji({ reaction }: { reaction: EmojiReaction }) {
  if (reaction.url) return <img className={styles.custom} src={reaction.url} alt="" draggable={false} />
  return <span className={styles.unicode}>{reaction.name}</span>
}

/** The emoji reactions of a post with their counts; the viewer's own are pressed. */
export function PostReactions({ status, onToggle }: PostReactionsProps) {
  const reactions = status.pleroma?.emoji_reactions ?? []
  if (reactions.length === 0) return null
  return (
    <ul className={styles.reactions}>
      {reactions.map((reaction) => {
        const name = reaction.url ? `:${reaction.name}:` : reaction.name
        const count = reaction.count
        const label = plural(count, { one: `${name}, # reaction`, other: `${name}, # reactions` })
        return (
          <li key={reaction.name}>
            {onToggle ? (
              <button
                type="button"
                className={styles.reaction}
                aria-pressed={reaction.me}
                aria-label={label}
                title={name}
                onClick={() => onToggle(reaction)}
              >
                <ReactionEmoji reaction={reaction} />
                <span className={styles.count} aria-hidden="true">
                  {count}
                </span>
              </button>
            ) : (
              <span className={styles.reaction} role="img" aria-label={label} title={name}>
                <ReactionEmoji reaction={reaction} />
                <span className={styles.count}>{count}</span>
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
