import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Status } from '@/api/statuses/types'
import { safeUrl } from '@/lib/safe-url'
import { actionMarker, itemMarker } from '@/lib/keyboard/markers'
import { plainText } from '@/lib/plain-text'
import { Link } from '@/lib/router'
import { Avatar } from '@/ui/avatar'
import { DisplayName } from '@/ui/display-name'
import { Icon } from '@/ui/icon'
import { iconChevronDown } from '@/ui/icons/chevron-down'
import { VisuallyHidden } from '@/ui/visually-hidden'
import type { Engagement, PostGroup } from './collapse'
import { notificationIcon } from './notification-icon'
import { NotificationTime } from './notification-time'
import { peopleButtonText, postGroupText } from './post-group-text'
import styles from './post-group-item.module.css'
import { postPath, profilePath } from '@/lib/paths'

/** j and k visit the entry, which takes the focus. */
const shortcutItem = { ...itemMarker, tabIndex: 0 }

/** How many faces the stack shows before "+N". */
const STACK_SIZE = 4

/** The icon of a group: the one kind's, or the bell when several kinds are mixed. */
function groupIcon(group: PostGroup) {
  if (group.kinds.length !== 1) return notificationIcon('')
  return notificationIcon(group.kinds[0] === 'reaction' ? 'emoji_reaction' : (group.kinds[0] ?? ''))
}

function ReactionEmoji({ reaction }: { reaction: Engagement['reaction'] }) {
  if (!reaction) return null
  if (reaction.emoji) {
    const name = `:${reaction.emoji.shortcode}:`
    return <img className={styles.emoji} src={reaction.emoji.url} alt={name} title={name} />
  }
  return <>{reaction.content}</>
}

/** What one person did: "liked", "reposted", "reacted with 🎉", in the order they did it. */
function EngagementText({ engagement }: { engagement: Engagement }) {
  switch (engagement.kind) {
    case 'favourite':
      return (
        <Trans comment="What one person did to the reader's post, in the list of people of a notification">liked</Trans>
      )
    case 'reblog':
      return (
        <Trans comment="What one person did to the reader's post, in the list of people of a notification">
          reposted
        </Trans>
      )
    case 'reaction': {
      const emoji = <ReactionEmoji reaction={engagement.reaction} />
      return (
        <Trans comment="What one person did to the reader's post, in the list of people of a notification">
          reacted with {emoji}
        </Trans>
      )
    }
  }
}

/** The reader's post as a short dimmed excerpt with its first image, linking to the post. */
function PostExcerpt({ status }: { status: Status }) {
  const { t } = useLingui()
  const warning = status.spoiler_text?.trim() ?? ''
  const image = status.media_attachments.find((a) => a.type === 'image')
  // A sensitive post's image stays out of sight here too; its warning stands for its text.
  const thumb = image && !status.sensitive ? (safeUrl(image.preview_url) ?? safeUrl(image.url)) : null
  const text = warning
    ? t`Content warning: ${warning}`
    : plainText(status.content) || image?.description?.trim() || (status.poll ? t`A poll` : t`Your post`)
  return (
    <Link to={postPath(status.id)} className={styles.excerpt} {...actionMarker('open')}>
      {thumb ? (
        <img className={styles.thumb} src={thumb} alt="" width={48} height={48} loading="lazy" decoding="async" />
      ) : null}
      <span className={styles.excerptText}>
        <VisuallyHidden>{t`Your post:`} </VisuallyHidden>
        <bdi dir="auto">{text}</bdi>
      </span>
    </Link>
  )
}

type PostGroupItemProps = {
  group: PostGroup
  posInSet: number
  setSize: number
}

/**
 * Everyone who liked, reacted to or reposted one of the reader's posts: a stack of faces and a
 * sentence naming the newest, a disclosure listing them all with what each did, and the post as
 * an excerpt (no action bar). j and k visit the entry; Enter opens the post.
 */
export function PostGroupItem({ group, posInSet, setSize }: PostGroupItemProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const id = useId()
  const headingId = `${id}-text`
  const listId = `${id}-people`
  const total = group.people.length
  const faces = group.people.slice(0, total > STACK_SIZE ? STACK_SIZE - 1 : STACK_SIZE)
  const rest = total - faces.length
  return (
    <article
      className={styles.item}
      aria-labelledby={headingId}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      {...shortcutItem}
    >
      <div className={styles.line}>
        <Icon path={groupIcon(group)} className={styles.icon} />
        <p className={styles.text} id={headingId}>
          {postGroupText(group)}
        </p>
        <NotificationTime createdAt={group.newest.created_at} />
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.stack} aria-hidden="true">
          {faces.map((person) => (
            <Avatar key={person.account.id} account={person.account} size={28} className={styles.face} />
          ))}
          {rest > 0 ? <span className={styles.more}>{t`+${rest}`}</span> : null}
        </span>
        <span className={styles.toggleText}>{peopleButtonText(total, open)}</span>
        <Icon path={iconChevronDown} className={open ? `${styles.chevron} ${styles.chevronOpen}` : styles.chevron} />
      </button>
      <ul id={listId} className={styles.people} hidden={!open} aria-label={t`People`}>
        {group.people.map((person) => (
          <li key={person.account.id} className={styles.person}>
            <Avatar account={person.account} size={32} />
            <span className={styles.personText}>
              <Link to={profilePath(person.account.acct)} className={styles.personName}>
                <DisplayName account={person.account} />
                <span className={styles.acct}>@{person.account.acct}</span>
              </Link>
              <span className={styles.did}>
                {person.engagements.map((engagement) => (
                  <span key={engagement.id} className={styles.deed}>
                    <EngagementText engagement={engagement} />
                  </span>
                ))}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <PostExcerpt status={group.status} />
    </article>
  )
}
