import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { supportsPostingDefaults } from '@/api/instance/mitra-features'
import { useInstance } from '@/api/instance/queries'
import { activateLocale, closestLocale, LOCALES, localeName } from '@/i18n/setup'
import { settingsOf, type DefaultVisibility } from '@/lib/client-config'
import { canPost } from '@/lib/permissions'
import { theme, useIsDark } from '@/lib/theme'
import { LocalDefaultVisibility } from './local-default-visibility'
import { PostingDefaults } from './posting-defaults'
import { SelectSetting } from './select-setting'
import { SwitchSetting } from './switch-setting'
import { useSavedSetting } from './use-saved-setting'
import styles from './settings.module.css'

type PreferencesSectionProps = { user: CredentialAccount }

/**
 * The client settings stored with the account (client_config): each saves on change. The posting
 * ones (Ctrl+Enter, default visibility) only for those who may post; on Mitra 4.17+ the default
 * visibility and the default post language are the server's shared ones (PostingDefaults).
 */
export function PreferencesSection({ user }: PreferencesSectionProps) {
  const { t } = useLingui()
  const headingId = useId()
  const settings = settingsOf(user)
  const dark = useIsDark()
  const instance = useInstance()

  const themeSetting = useSavedSetting('theme', dark ? 'dark' : 'light', {
    apply: (value) => theme.set(value),
  })
  const contentWarnings = useSavedSetting('contentWarningsEnabled', settings.contentWarningsEnabled)
  const ctrlEnter = useSavedSetting('ctrlEnterEnabled', settings.ctrlEnterEnabled)
  const locale = useSavedSetting('locale', closestLocale(settings.locale ?? navigator.language), {
    apply: (value) => void activateLocale(value),
  })

  const visibilityLabels: Record<DefaultVisibility, string> = {
    public: t`Public`,
    private: t`Followers`,
    subscribers: t`Subscribers`,
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Preferences</Trans>
      </h2>
      <SwitchSetting
        label={<Trans>Dark mode</Trans>}
        checked={themeSetting.value === 'dark'}
        saving={themeSetting.saving}
        error={themeSetting.error}
        onRetry={themeSetting.retry}
        onChange={(on) => themeSetting.change(on ? 'dark' : 'light')}
      />
      <SwitchSetting
        label={<Trans>Content warnings</Trans>}
        hint={<Trans>Hide sensitive media until you choose to show it.</Trans>}
        checked={contentWarnings.value}
        saving={contentWarnings.saving}
        error={contentWarnings.error}
        onRetry={contentWarnings.retry}
        onChange={contentWarnings.change}
      />
      {canPost(user) ? (
        <>
          <SwitchSetting
            label={<Trans>Publish with Ctrl+Enter</Trans>}
            hint={<Trans>Ctrl+Enter (or Cmd+Enter) in the post editor publishes the post.</Trans>}
            checked={ctrlEnter.value}
            saving={ctrlEnter.saving}
            error={ctrlEnter.error}
            onRetry={ctrlEnter.retry}
            onChange={ctrlEnter.change}
          />
          {supportsPostingDefaults(instance) ? (
            <PostingDefaults user={user} visibilityLabels={visibilityLabels} />
          ) : (
            <LocalDefaultVisibility stored={settings.defaultVisibility} labels={visibilityLabels} />
          )}
        </>
      ) : null}
      <SelectSetting
        label={<Trans>Language</Trans>}
        hint={<Trans>Languages not yet translated show in English.</Trans>}
        value={locale.value}
        options={LOCALES.map((code) => ({
          value: code,
          label: localeName(code),
          lang: code,
        }))}
        saving={locale.saving}
        error={locale.error}
        onRetry={locale.retry}
        onChange={locale.change}
      />
    </section>
  )
}
