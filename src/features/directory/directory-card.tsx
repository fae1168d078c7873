import { Plural, useLingui } from '@lingui/react/macro'
import { useId, type MouseEvent, type ReactNode } from 'react'
import { bannerOf } from '@/api/accounts/banner'
import type { Account } from '@/api/accounts/types'
import { inAppLinkPath, sanitizeHtml } from '@/lib/html'
import { Link, useNavigate } from '@/lib/router'
import { Avatar } from '@/ui/avatar'
import { DirectoryFollow } from './directory-follow'
import styles from './directory-card.module.css'
import { profilePath } from '@/lib/paths'

type DirectoryCardProps = {
  account: Account
  /** The display name with its custom emojis. */
  name: ReactNode
  /** Adds the account's custom emojis to sanitised HTML. */
  emojify: (html: string) => string
  /** A signed-in member looking at someone else's card: Follow or Unfollow. */
  followable: boolean
}

/** A directory entry: banner, avatar, name and @handle, two lines of bio, counts and Follow. */
export function DirectoryCard({ account, name, emojify, followable }: DirectoryCardProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const headingId = useId()
  const handleId = useId()
  const banner = bannerOf(account)
  const bio = account.note ? emojify(sanitizeHtml(account.note)) : ''
  const posts = account.statuses_count
  const following = account.following_count
  const followers = account.followers_count
  // The number in bold, then its word: the word's plural forms are the translator's (few, many...).
  const postsText = i18n.number(posts)
  const followingText = i18n.number(following)
  const followersText = i18n.number(followers)
  const routeInApp = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppLinkPath(event.nativeEvent)
    if (!path) return
    event.preventDefault()
    void navigate(path)
  }
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.banner}>
        {banner ? <img src={banner} alt="" className={styles.bannerImage} loading="lazy" decoding="async" /> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.top}>
          <Avatar account={account} size={56} className={styles.avatar} />
          {followable ? <DirectoryFollow account={account} describedBy={handleId} /> : null}
        </div>
        <h2 className={styles.heading} id={headingId}>
          <Link to={profilePath(account.acct)} className={styles.link}>
            <span className={styles.name}>{name}</span>
            <span className={styles.acct} id={handleId} dir="ltr">
              @{account.acct}
            </span>
          </Link>
        </h2>
        {bio ? (
          // Only routes the in-app links (mentions, tags) the sanitiser marked; links stay keyboard-operable.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
          <div className={styles.bio} onClick={routeInApp} dangerouslySetInnerHTML={{ __html: bio }} />
        ) : null}
        <ul className={styles.stats} aria-label={t`Statistics`}>
          <li>
            <strong>{postsText}</strong> <Plural value={posts} one="post" other="posts" />
          </li>
          <li>
            <strong>{followingText}</strong> <Plural value={following} one="following" other="following" />
          </li>
          <li>
            <strong>{followersText}</strong> <Plural value={followers} one="follower" other="followers" />
          </li>
        </ul>
      </div>
    </article>
  )
}
