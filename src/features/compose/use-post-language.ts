import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { supportsPostLanguage } from '@/api/instance/mitra-features'
import type { Instance } from '@/api/instance/types'
import { defaultPostLanguage } from '@/lib/post-languages'
import type { ComposerMode } from './compose-rules'

/**
 * The post's language (Mitra 3.23+; null where the instance takes none, and nothing is sent):
 * what the person chose, else the edited post's, else the member's default on the server, else
 * the interface language.
 */
export function usePostLanguage(mode: ComposerMode, user: CredentialAccount, instance: Instance | undefined) {
  const { i18n } = useLingui()
  const [chosen, setLanguage] = useState<string | null>(null)
  const fallback = defaultPostLanguage(user, i18n.locale)
  const initial = mode.kind === 'edit' ? (mode.post.language ?? fallback) : fallback
  return { language: supportsPostLanguage(instance) ? (chosen ?? initial) : null, setLanguage }
}
