import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Status } from '@/api/statuses/types'
import type { Toggle } from '@/api/statuses/status-toggles'
import { Icon } from '@/ui/icon'
import { actionMarker, type ItemAction } from '@/lib/keyboard/markers'
import type { IconPath } from '@/ui/icons/icon'
import type { PostAbilities } from './post-permissions'
import styles from './post-actions.module.css'
import { iconBookmark } from '@/ui/icons/bookmark'
import { iconQuote } from '@/ui/icons/quote'
import { iconRepeat } from '@/ui/icons/repeat'
import { iconReply } from '@/ui/icons/reply'
import { iconSmile } from '@/ui/icons/smile'
import { iconStar } from '@/ui/icons/star'

export type EditorMode = 'reply' | 'quote' | 'edit'

type ActionButtonProps = {
  icon: IconPath
  label: string
  count?: number
  pressed?: boolean
  expanded?: boolean
  popup?: 'dialog'
  /** The keyboard shortcut that presses it. */
  shortcut?: ItemAction
  onClick: () => void
}

function ActionButton({ icon, label, count, pressed, expanded, popup, shortcut, onClick }: ActionButtonProps) {
  return (
    <button
      type="button"
      {...(shortcut ? actionMarker(shortcut) : {})}
      className={styles.action}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-haspopup={popup}
      onClick={onClick}
    >
      <Icon path={icon} className={styles.icon} />
      {count !== undefined && count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  )
}

/** A count a guest sees where members have a button. */
function Count({ icon, label, count }: { icon: IconPath; label: string; count: number }) {
  return (
    <span className={`${styles.action} ${styles.static}`} role="img" aria-label={label} title={label}>
      <Icon path={icon} className={styles.icon} />
      {count > 0 ? <span className={styles.count}>{count}</span> : null}
    </span>
  )
}

type PostActionsProps = {
  status: Status
  abilities: PostAbilities
  editor: EditorMode | null
  onEditor: (mode: EditorMode) => void
  onToggle: (toggle: Toggle, on: boolean) => void
  reacting: boolean
  onReact: () => void
  /** The "More" menu. */
  more: ReactNode
}

/**
 * The code of like, repost, bookmark, pin and reactions (optimistic updates, the post's queue of
 * calls): no first screen needs it, so it loads as a pointer or the focus comes to a post's actions.
 */
export const loadToggles = () => import('@/api/statuses/actions-mutations')
const warmToggles = () => void loadToggles()
const warmOnApproach = { onPointerOver: warmToggles, onFocus: warmToggles }

/**
 * The post's action bar: Reply, Repost (and Quote in a thread), Like, React, Bookmark and More,
 * each with an accessible name that includes its count; toggles say whether they are on.
 */
export function PostActions({
  status,
  abilities,
  editor,
  onEditor,
  onToggle,
  reacting,
  onReact,
  more,
}: PostActionsProps) {
  const { t } = useLingui()
  const replies = status.replies_count ?? 0
  const reposts = status.reblogs_count ?? 0
  const likes = status.favourites_count ?? 0
  const replyLabel = replies > 0 ? plural(replies, { one: 'Reply, # reply', other: 'Reply, # replies' }) : t`Reply`
  // A repost to followers says so before it is made; once made, the button undoes it either way.
  const toFollowers = abilities.repostToFollowers && !status.reblogged
  const repostLabel = toFollowers
    ? reposts > 0
      ? plural(reposts, { one: 'Repost to followers, # repost', other: 'Repost to followers, # reposts' })
      : t`Repost to followers`
    : reposts > 0
      ? plural(reposts, { one: 'Repost, # repost', other: 'Repost, # reposts' })
      : t`Repost`
  const likeLabel = likes > 0 ? plural(likes, { one: 'Like, # like', other: 'Like, # likes' }) : t`Like`
  const member = abilities.like

  return (
    <div role="group" aria-label={t`Post actions`} className={styles.bar} {...warmOnApproach}>
      {abilities.reply ? (
        <ActionButton
          icon={iconReply}
          label={replyLabel}
          count={replies}
          expanded={editor === 'reply'}
          shortcut="reply"
          onClick={() => onEditor('reply')}
        />
      ) : (
        <Count icon={iconReply} label={plural(replies, { one: '# reply', other: '# replies' })} count={replies} />
      )}
      {abilities.repost ? (
        <ActionButton
          icon={iconRepeat}
          label={repostLabel}
          count={reposts}
          pressed={status.reblogged}
          shortcut="repost"
          onClick={() =>
            onToggle({ kind: 'reblog', visibility: toFollowers ? 'private' : undefined }, !status.reblogged)
          }
        />
      ) : (
        <Count icon={iconRepeat} label={plural(reposts, { one: '# repost', other: '# reposts' })} count={reposts} />
      )}
      {abilities.quote ? (
        <ActionButton
          icon={iconQuote}
          label={t`Quote`}
          expanded={editor === 'quote'}
          onClick={() => onEditor('quote')}
        />
      ) : null}
      {member ? (
        <ActionButton
          icon={iconStar}
          label={likeLabel}
          count={likes}
          pressed={status.favourited}
          shortcut="like"
          onClick={() => onToggle({ kind: 'favourite' }, !status.favourited)}
        />
      ) : (
        <Count icon={iconStar} label={plural(likes, { one: '# like', other: '# likes' })} count={likes} />
      )}
      {abilities.react ? (
        <ActionButton icon={iconSmile} label={t`React`} popup="dialog" expanded={reacting} onClick={onReact} />
      ) : null}
      {abilities.bookmark ? (
        <ActionButton
          icon={iconBookmark}
          label={t`Bookmark`}
          pressed={status.bookmarked}
          shortcut="bookmark"
          onClick={() => onToggle({ kind: 'bookmark' }, !status.bookmarked)}
        />
      ) : null}
      <span className={styles.more}>{more}</span>
    </div>
  )
}
