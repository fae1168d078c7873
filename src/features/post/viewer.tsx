import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { useInstance } from '@/api/instance/queries'
import { supportsFollowersOnlyReposts } from '@/api/instance/mitra-features'
import { preferredVisibility, settingsOf } from '@/lib/client-config'
import { instanceHasSubscriptions } from '@/lib/payment-options'

/** Who is looking at the posts, read once per screen rather than once per card. */
export type Viewer = {
  user: CredentialAccount | null
  /** Sensitive posts hide their content until shown (guests: on, spec §3). */
  contentWarnings: boolean
  ipfsGateway: string | null
  /** The instance's chain offers subscriptions (local subscription links count). */
  subscriptions: boolean
  /** Reposts go to followers only: the user's default visibility is followers, and the instance takes it. */
  repostToFollowers: boolean
}

const ViewerContext = createContext<Viewer | null>(null)

/** Provides the viewer to every post card below it. */
export function PostViewerProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser()
  const instance = useInstance()
  const gateway = instance?.ipfs_gateway_url ?? null
  const subscriptions = instanceHasSubscriptions(instance)
  const contentWarnings = settingsOf(user).contentWarningsEnabled
  const repostToFollowers = supportsFollowersOnlyReposts(instance) && preferredVisibility(user) === 'private'
  const viewer = useMemo(
    () => ({ user, contentWarnings, ipfsGateway: gateway, subscriptions, repostToFollowers }),
    [user, contentWarnings, gateway, subscriptions, repostToFollowers],
  )
  return <ViewerContext value={viewer}>{children}</ViewerContext>
}

/** The viewer from the nearest provider (null outside one). */
export function useOptionalViewer(): Viewer | null {
  return useContext(ViewerContext)
}

export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext)
  if (!viewer) throw new Error('useViewer needs a PostViewerProvider')
  return viewer
}
