import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useCurrentUser } from '@/api/accounts/queries'
import type { CredentialAccount } from '@/api/accounts/types'
import { useInstance } from '@/api/instance/queries'
import { settingsOf } from '@/lib/client-config'

/** Who is looking at the posts, read once per screen rather than once per card. */
export type Viewer = {
  user: CredentialAccount | null
  /** Sensitive posts hide their content until shown (guests: on, spec §3). */
  contentWarnings: boolean
  ipfsGateway: string | null
}

const ViewerContext = createContext<Viewer | null>(null)

/** Provides the viewer to every post card below it. */
export function PostViewerProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser()
  const gateway = useInstance()?.ipfs_gateway_url ?? null
  const contentWarnings = settingsOf(user).contentWarningsEnabled
  const viewer = useMemo(() => ({ user, contentWarnings, ipfsGateway: gateway }), [user, contentWarnings, gateway])
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
