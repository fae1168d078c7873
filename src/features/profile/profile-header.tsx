import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Account } from '@/api/accounts/types'
import type { Relationship } from '@/api/relationships/types'
import { Avatar } from '@/ui/avatar'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { bannerOf } from '@/api/accounts/banner'
import styles from './profile-header.module.css'

type ProfileHeaderProps = {
  account: Account
  relationship: Relationship | undefined
  /** The display name with its custom emojis (the page's one h1). */
  name: ReactNode
  ownAdmin: boolean
  menu: ReactNode
  actions: ReactNode
}

/** Banner, avatar, badges, name, handle, the more-menu and the action buttons. */
export function ProfileHeader({ account, relationship, name, ownAdmin, menu, actions }: ProfileHeaderProps) {
  const banner = bannerOf(account)
  return (
    <header className={styles.header}>
      <div className={styles.banner}>{banner ? <img src={banner} alt="" className={styles.bannerImage} /> : null}</div>
      <div className={styles.top}>
        <Avatar account={account} size={96} className={styles.avatar} priority />
        <div className={styles.tools}>
          {actions}
          {menu}
        </div>
      </div>
      <h1 className={styles.name}>{name}</h1>
      <p className={styles.handle}>
        <bdi>@{account.acct}</bdi>
        {/* Beside the handle, not in the badge row: it arrives with the relationship, after the
            header is shown, and a new row would push the whole page down (layout shift). */}
        {relationship?.followed_by ? (
          <span className={`${styles.badge} ${styles.followsYou}`}>
            <Trans>Follows you</Trans>
          </span>
        ) : null}
      </p>
      <ul className={styles.badges}>
        {account.bot ? (
          // `bot`: the actor type is Automated (every Mitra release serves it).
          <li className={styles.badge}>
            <span aria-hidden="true">
              <Trans>Automated</Trans>
            </span>
            <VisuallyHidden>
              <Trans>Automated account</Trans>
            </VisuallyHidden>
          </li>
        ) : null}
        {account.is_group ? (
          // `is_group` (Mitra 5.6+): a community that members follow and post to.
          <li className={styles.badge}>
            <Trans>Group</Trans>
          </li>
        ) : null}
        {account.locked ? (
          <li className={styles.badge}>
            <Trans>Locked</Trans>
          </li>
        ) : null}
        {ownAdmin ? (
          <li className={styles.badge}>
            <Trans>Admin</Trans>
          </li>
        ) : null}
      </ul>
    </header>
  )
}
