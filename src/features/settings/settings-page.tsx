import { useLingui } from '@lingui/react/macro'
import type { CredentialAccount } from '@/api/accounts/types'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import { DeleteAccountSection } from './delete-account-section'
import { ExportSection } from './export-section'
import { PasswordSection } from './password-section'
import { PreferencesSection } from './preferences-section'
import { SettingsLinks } from './settings-links'
import styles from './settings.module.css'

type SettingsPageProps = { user: CredentialAccount }

/** The settings screen (spec §2): preferences, password, exports, other screens, deletion. */
export function SettingsPage({ user }: SettingsPageProps) {
  const { t } = useLingui()
  usePageTitle(t`Settings`)
  return (
    <>
      <PageHeading>{t`Settings`}</PageHeading>
      <div className={styles.page}>
        <PreferencesSection user={user} />
        <SettingsLinks user={user} />
        <PasswordSection />
        <ExportSection />
        <DeleteAccountSection />
      </div>
    </>
  )
}
