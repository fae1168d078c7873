import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Account } from '@/api/accounts/types'
import { Link, useParams } from '@/lib/router'
import { Icon } from '@/ui/icon'
import { PageHeading } from '@/ui/page-heading'
import { ProfileScreen } from './profile-screen'
import { iconArrowLeft } from '@/ui/icons/arrow-left'
import { profilePath } from '@/lib/paths'
import { profileByIdPath } from '@/lib/paths-later'

type ProfileSubScreenProps = {
  /** Page title, and heading of the failure, until the profile is loaded. */
  fallbackTitle: string
  /** Page title and heading once the profile is loaded, from its display name. */
  titleOf: (name: string) => string
  children: (account: Account) => ReactNode
}

/** A screen under a profile (/@:acct/... or /profile/:profileId/...): its heading links back to the profile. */
export function ProfileSubScreen({ fallbackTitle, titleOf, children }: ProfileSubScreenProps) {
  const byId = Boolean(useParams().profileId)
  return (
    <ProfileScreen fallbackTitle={fallbackTitle} titleOf={titleOf}>
      {(account, name) => (
        <>
          <PageHeading
            actions={
              <Link to={byId ? profileByIdPath(account.id) : profilePath(account.acct)}>
                <Icon path={iconArrowLeft} /> <Trans>Back to profile</Trans>
              </Link>
            }
          >
            {titleOf(name)}
          </PageHeading>
          {children(account)}
        </>
      )}
    </ProfileScreen>
  )
}
