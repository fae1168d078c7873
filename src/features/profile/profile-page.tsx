import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { accountKeys, useCurrentUser } from '@/api/accounts/queries'
import { FEATURED, loadActivities, POSTS, POSTS_AND_REPLIES, type StatusFilters } from '@/api/accounts/profile'
import type { Account } from '@/api/accounts/types'
import { supportsLoadFeatured } from '@/api/instance/mitra-features'
import { useInstance } from '@/api/instance/queries'
import { useProfileRelationship, type RelationshipAction } from '@/api/relationships/profile'
import { instanceHasSubscriptions, subscriptionLinkOf, subscriptionOption } from '@/lib/payment-options'
import { isAdmin } from '@/lib/permissions'
import { hasEthereumWallet } from '@/lib/wallet/detect'
import { useErrorText } from '@/ui/error-text'
import { showToast } from '@/ui/toast/toast-store'
import { AccountList } from './account-list'
import { EthereumLinkDialog } from './ethereum-link-dialog'
import { ProfileAbout } from './profile-about'
import { ProfileHeader } from './profile-header'
import { ProfileMenu } from './profile-menu'
import { visibleTabs, type ProfileTab } from './profile-state'
import { ProfileTabs } from './profile-tabs'
import { RelationshipActions } from './relationship-actions'
import { SubscribeAction } from './subscribe-action'
import { SubscriberTab } from './subscriber-tab'
import styles from './profile-page.module.css'
import { subscriberPath } from '@/lib/paths-later'

export type ProfilePageSlots = {
  /** The display name with custom emojis. */
  renderName: (account: Account) => ReactNode
  /** Adds an account's custom emojis to sanitised HTML. */
  emojify: (html: string, account: Account) => string
  /** Puts text on the clipboard; false when refused. */
  copy: (text: string) => Promise<boolean>
  /** One of the post tabs: the account's posts with these filters, paged. */
  renderPosts: (account: Account, filters: StatusFilters, label: string) => ReactNode
  /**
   * A group's own part (its moderators, a new post to it), where the instance has groups; its
   * Posts tab is then the group's timeline, and the only tab.
   */
  renderGroup?: (account: Account) => ReactNode
}

const POST_FILTERS: Partial<Record<ProfileTab, StatusFilters>> = {
  posts: POSTS,
  'with-replies': POSTS_AND_REPLIES,
  featured: FEATURED,
}

/** A loaded profile: header, about section and tabs (spec §2 Profile page). */
export function ProfilePage({ account, slots }: { account: Account; slots: ProfilePageSlots }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const user = useCurrentUser()
  const signedIn = user !== null
  const own = user?.id === account.id
  const admin = isAdmin(user)
  const { relationship, mutation } = useProfileRelationship(account.id, signedIn && !own)
  const [tab, setTab] = useState<ProfileTab>('posts')
  const group = account.is_group && slots.renderGroup ? slots.renderGroup(account) : null
  const tabs: ProfileTab[] = group ? ['posts'] : visibleTabs(own)
  const current = tabs.includes(tab) ? tab : 'posts'
  const instance = useInstance()
  const [linkingEthereum, setLinkingEthereum] = useState(false)
  const subscribeLink = own ? null : subscriptionLinkOf(account, instanceHasSubscriptions(instance))
  // Creators (a subscription option of their own) see the way to this member's subscriber page.
  const subscriberPage = signedIn && !own && user && subscriptionOption(user) ? subscriberPath(account.id) : undefined

  const queryClient = useQueryClient()
  const act = (action: RelationshipAction) => {
    mutation.mutate(action, {
      onError: (error) => showToast(errorText(error), 'error'),
      // The follower count changes with a follow, an unfollow or an accepted request.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: accountKeys.detail(account.id), exact: true })
        void queryClient.invalidateQueries({ queryKey: accountKeys.byAcct(account.acct), exact: true })
      },
    })
  }
  const copy = (text: string) => {
    void slots
      .copy(text)
      .then((done) => showToast(done ? t`Copied to the clipboard` : t`Could not copy`, done ? 'info' : 'error'))
  }
  // An admin's loads of a remote profile's posts: the server queues the fetch and answers at once.
  const load = (collection: 'outbox' | 'featured', queued: string) => () => {
    loadActivities(account.id, collection).then(
      () => showToast(queued),
      (error: Error) => showToast(errorText(error), 'error'),
    )
  }
  const tabLabel = {
    posts: t`Posts`,
    'with-replies': t`Posts and replies`,
    featured: t`Featured`,
  }

  const filters = POST_FILTERS[current]
  let panel: ReactNode
  if (filters) panel = slots.renderPosts(account, filters, tabLabel[current as keyof typeof tabLabel])
  else if (current === 'followers' || current === 'following')
    panel = <AccountList key={current} accountId={account.id} kind={current} />
  else panel = <SubscriberTab accountId={account.id} />

  return (
    <div className={styles.page}>
      <ProfileHeader
        account={account}
        relationship={own ? undefined : relationship}
        name={slots.renderName(account)}
        ownAdmin={own && admin}
        menu={
          <ProfileMenu
            account={account}
            relationship={relationship}
            own={own}
            signedIn={signedIn}
            admin={admin}
            onCopy={copy}
            onAction={act}
            onLoadLatest={load('outbox', t`Loading the latest posts. Reload the page in a few minutes.`)}
            onLoadFeatured={
              supportsLoadFeatured(instance)
                ? load('featured', t`Loading the featured posts. Reload the page in a few minutes.`)
                : undefined
            }
            onLinkEthereum={own && hasEthereumWallet() ? () => setLinkingEthereum(true) : undefined}
          />
        }
        actions={
          own ? null : (
            <>
              {subscribeLink ? <SubscribeAction link={subscribeLink} /> : null}
              <RelationshipActions
                relationship={relationship}
                signedIn={signedIn}
                busy={mutation.isPending}
                pending={mutation.isPending ? mutation.variables.kind : null}
                onAction={act}
              />
            </>
          )
        }
      />
      <ProfileAbout
        account={account}
        own={own}
        emojify={(html) => slots.emojify(html, account)}
        onTab={own ? setTab : undefined}
        onCopy={copy}
        subscriberPath={subscriberPage}
        onRenewEthereum={() =>
          hasEthereumWallet() ? setLinkingEthereum(true) : showToast(t`Ethereum wallet is not detected`, 'error')
        }
      />
      {group}
      <ProfileTabs tabs={tabs} selected={current} onSelect={setTab}>
        {panel}
      </ProfileTabs>
      {own ? <EthereumLinkDialog open={linkingEthereum} onClose={() => setLinkingEthereum(false)} /> : null}
    </div>
  )
}
