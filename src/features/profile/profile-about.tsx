import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Account, Field } from '@/api/accounts/types'
import { stripControlCharacters } from '@/lib/display-name'
import { sanitizeHtml } from '@/lib/html'
import { CURRENCY_NAMES, currencyOfLabel, tipAddressOf } from '@/lib/payment-options'
import { Link } from '@/lib/router'
import { Icon } from '@/ui/icon'
import { IconButton } from '@/ui/icon-button'
import { VisuallyHidden } from '@/ui/visually-hidden'
import { hasAtomFeed, isRemote, originalProfileUrl, showsSubscriberCount } from './profile-state'
import styles from './profile-about.module.css'
import { iconCheck } from '@/ui/icons/check'
import { iconCoin } from '@/ui/icons/coin'
import { iconCopy } from '@/ui/icons/copy'
import { iconEdit } from '@/ui/icons/edit'
import { iconExternal } from '@/ui/icons/external'
import { iconImage } from '@/ui/icons/image'
import { iconRefresh } from '@/ui/icons/refresh'
import { profileGalleryPath } from '@/lib/paths-later'

type StatTab = 'following' | 'followers' | 'subscribers'

type ProfileAboutProps = {
  account: Account
  own: boolean
  /** Adds the account's custom emojis to sanitised HTML. */
  emojify: (html: string) => string
  /** Own profile: following, followers and subscribers open these tabs. */
  onTab?: (tab: StatTab) => void
  /** Copies a tip address (fields labelled $BTC, $XMR, ⚡ and the like). */
  onCopy: (text: string) => void
  /** Another member's profile, seen by a creator with a subscription option: their subscriber page. */
  subscriberPath?: string
  /** Own profile: renews an old-style proof ($ETH through the wallet, Key on its page). */
  onRenewEthereum?: () => void
}

/** Bio, extra fields with verification marks, stats and the profile's links (the original, for a remote one). */
export function ProfileAbout({
  account,
  own,
  emojify,
  onTab,
  onCopy,
  subscriberPath,
  onRenewEthereum,
}: ProfileAboutProps) {
  const { t, i18n } = useLingui()
  const fields: Field[] = [...(account.identity_proofs ?? []), ...(account.fields ?? [])]
  const bio = account.note ? emojify(sanitizeHtml(account.note)) : ''
  const count = (n: number) => i18n.number(n)
  const posts = account.statuses_count
  const following = account.following_count
  const followers = account.followers_count
  const subscribers = count(account.subscribers_count)
  const original = originalProfileUrl(account)
  const host = original?.host ?? ''
  // Own profile: a count opens its tab.
  const stat = (tab: StatTab, text: ReactNode) =>
    own && onTab ? (
      <button type="button" className={styles.statLink} onClick={() => onTab(tab)}>
        {text}
      </button>
    ) : (
      text
    )
  return (
    <section className={styles.about} aria-label={t`About this profile`}>
      {bio ? <div className={styles.bio} dangerouslySetInnerHTML={{ __html: bio }} /> : null}
      {fields.length > 0 ? (
        <dl className={styles.fields}>
          {fields.map((field, index) => (
            <div
              key={`${field.name}-${index}`}
              className={field.verified_at ? `${styles.field} ${styles.verified}` : styles.field}
            >
              <dt className={styles.fieldName}>{stripControlCharacters(field.name)}</dt>
              <dd className={styles.fieldValue}>
                {field.verified_at ? (
                  <span className={styles.mark} title={t`Verified`}>
                    <Icon path={iconCheck} />
                    <VisuallyHidden>{t`Verified`}</VisuallyHidden>
                  </span>
                ) : null}
                <span dangerouslySetInnerHTML={{ __html: emojify(sanitizeHtml(field.value)) }} />
                <TipCopy field={field} onCopy={onCopy} />
                {own && field.is_legacy_proof ? (
                  <RenewProof name={field.name} onRenewEthereum={onRenewEthereum} />
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ul className={styles.stats} aria-label={t`Statistics`}>
        <li>
          {/* The number in bold, then its word, whose plural forms are the translator's. */}
          <strong>{count(posts)}</strong> <Plural value={posts} one="post" other="posts" />
        </li>
        <li>
          {stat(
            'following',
            <>
              <strong>{count(following)}</strong> <Plural value={following} one="following" other="following" />
            </>,
          )}
        </li>
        <li>
          {stat(
            'followers',
            <>
              <strong>{count(followers)}</strong> <Plural value={followers} one="follower" other="followers" />
            </>,
          )}
        </li>
        {showsSubscriberCount(account) ? (
          <li>
            {stat(
              'subscribers',
              <>
                <strong>{subscribers}</strong>{' '}
                <Plural value={account.subscribers_count} one="subscriber" other="subscribers" />
              </>,
            )}
          </li>
        ) : null}
      </ul>
      {/* Mitra counts what this server has seen of a remote account, not its own server's figures. */}
      {isRemote(account) ? (
        <p className={styles.note}>
          <Trans>Counts as known to this server.</Trans>
        </p>
      ) : null}
      <ul className={styles.links}>
        {original ? (
          <li>
            <a href={original.href} target="_blank" rel="noopener noreferrer">
              <Icon path={iconExternal} /> <Trans>Open original profile on {host}</Trans>{' '}
              <VisuallyHidden>
                <Trans>(opens in a new tab)</Trans>
              </VisuallyHidden>
            </a>
          </li>
        ) : null}
        <li>
          <Link to={profileGalleryPath(account.acct)}>
            <Icon path={iconImage} /> <Trans>Gallery</Trans>
          </Link>
        </li>
        {hasAtomFeed(account) ? (
          <li>
            <a href={`/feeds/users/${encodeURIComponent(account.username)}`}>
              <Icon path={iconExternal} /> <Trans>Atom feed</Trans>
            </a>
          </li>
        ) : null}
        {subscriberPath ? (
          <li>
            <Link to={subscriberPath}>
              <Icon path={iconCoin} /> <Trans>Subscriber details</Trans>
            </Link>
          </li>
        ) : null}
        {own ? (
          <li>
            <Link to="/settings/profile">
              <Icon path={iconEdit} /> <Trans>Edit profile</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  )
}

/** A copy button for a field that holds a tip address. */
function TipCopy({ field, onCopy }: { field: Field; onCopy: (text: string) => void }) {
  const { t } = useLingui()
  const code = currencyOfLabel(field.name)
  const address = code ? tipAddressOf(field.value) : ''
  if (!code || !address) return null
  const name = CURRENCY_NAMES[code]
  return (
    <IconButton
      icon={iconCopy}
      size="sm"
      label={t`Copy ${name} address`}
      className={styles.copy}
      onClick={() => onCopy(address)}
    />
  )
}

/** Old-style proofs on the own profile can be verified again: the key on its page, $ETH with the wallet. */
function RenewProof({ name, onRenewEthereum }: { name: string; onRenewEthereum?: () => void }) {
  const { t } = useLingui()
  if (name === 'Key') {
    return (
      <Link
        to="/settings/identity-proof"
        className={styles.copy}
        title={t`Renew verification`}
        aria-label={t`Renew verification`}
      >
        <Icon path={iconRefresh} />
      </Link>
    )
  }
  if (name !== '$ETH' || !onRenewEthereum) return null
  return (
    <IconButton
      icon={iconRefresh}
      size="sm"
      label={t`Renew verification`}
      className={styles.copy}
      onClick={onRenewEthereum}
    />
  )
}
