import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CredentialAccount } from '@/api/accounts/types'
import { preferencesQuery } from '@/api/preferences/queries'
import { DEFAULT_VISIBILITIES, type DefaultVisibility } from '@/lib/client-config'
import { languageOptions } from '@/lib/post-languages'
import { SelectSetting } from './select-setting'
import { usePostingDefault } from './use-posting-default'

type PostingDefaultsProps = {
  user: CredentialAccount
  visibilityLabels: Record<DefaultVisibility, string>
}

/**
 * The default visibility and language of new posts, kept on the server (Mitra 4.17+: GET
 * /api/v1/preferences, `source` of update_credentials), so they follow the member to other
 * clients. Until the preferences have come, the signed-in user's `source` says the same.
 */
export function PostingDefaults({ user, visibilityLabels }: PostingDefaultsProps) {
  const { t, i18n } = useLingui()
  const { data } = useQuery(preferencesQuery())
  const storedVisibility = data?.['posting:default:visibility'] ?? user.source?.privacy ?? 'public'
  const storedLanguage = (data ? data['posting:default:language'] : user.source?.language) ?? ''
  const visibility = usePostingDefault('privacy', storedVisibility)
  const language = usePostingDefault('language', storedLanguage)
  // Mitra cannot unset the default language: "Not chosen" is offered only while none is set.
  const languages = languageOptions(i18n.locale, language.value || null)
  return (
    <>
      <SelectSetting
        label={<Trans>Default visibility of new posts</Trans>}
        value={visibility.value}
        options={DEFAULT_VISIBILITIES.map((value) => ({ value, label: visibilityLabels[value] }))}
        saving={visibility.saving}
        error={visibility.error}
        onRetry={visibility.retry}
        onChange={visibility.change}
      />
      <SelectSetting
        label={<Trans>Default language of new posts</Trans>}
        hint={<Trans>Saved with your account, so other apps use it too.</Trans>}
        value={language.value}
        options={language.value === '' ? [{ value: '', label: t`Not chosen` }, ...languages] : languages}
        saving={language.saving}
        error={language.error}
        onRetry={language.retry}
        onChange={(next) => {
          if (next !== '') language.change(next)
        }}
      />
    </>
  )
}
