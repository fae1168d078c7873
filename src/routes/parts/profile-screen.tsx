import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { profileQuery } from '@/api/accounts/profile'
import type { Account } from '@/api/accounts/types'
import { useWarmPostCards } from '@/features/post/warm-up'
import { isProfileNotFound } from '@/features/profile/profile-state'
import { displayNameOf } from '@/lib/display-name'
import { usePageTitle } from '@/api/instance/page-title'
import { useParams } from '@/lib/router'
import { QueryLoadError } from '@/ui/load-error'
import { PageHeading } from '@/ui/page-heading'
import { PagePending } from '@/ui/page-pending'
import { profileRefOf } from './profile-ref'

type ProfileScreenProps = {
  /** Page title, and heading of the failure, until the profile is loaded. */
  fallbackTitle: string
  /** Page title once the profile is loaded, from its display name. */
  titleOf: (name: string) => string
  /** False shows the loading state even once the profile is loaded (other data still on its way). */
  ready?: boolean
  children: (account: Account, name: string) => ReactNode
}

/**
 * The profile of /@:acct or /profile/:profileId with the page title, and the screens for a profile
 * not found, still loading or failed to load; the loaded profile goes to children.
 */
export function ProfileScreen({ fallbackTitle, titleOf, ready = true, children }: ProfileScreenProps) {
  const { t } = useLingui()
  // The formats the profile and its posts use are built while the profile loads.
  useWarmPostCards()
  const ref = profileRefOf(useParams())
  const profile = useQuery({ ...profileQuery(ref ?? { kind: 'id', id: '' }), enabled: ref !== null })
  const notFound = ref === null || isProfileNotFound(profile.error)
  const account = profile.data
  const name = account ? displayNameOf(account) : null
  usePageTitle(name !== null ? titleOf(name) : notFound ? t`Profile not found` : fallbackTitle)

  if (notFound) return <PageHeading>{t`Profile not found`}</PageHeading>
  if (profile.isPending || !ready) return <PagePending />
  if (!account || name === null) {
    return (
      <>
        <PageHeading>{fallbackTitle}</PageHeading>
        <QueryLoadError title={<Trans>The profile could not be loaded</Trans>} query={profile} />
      </>
    )
  }
  return children(account, name)
}
