import { useLingui } from '@lingui/react/macro'
import type { CredentialAccount } from '@/api/accounts/types'
import { supportsSessions } from '@/api/instance/mitra-features'
import { usePageTitle } from '@/api/instance/page-title'
import { useInstance } from '@/api/instance/queries'
import { PageHeading } from '@/ui/page-heading'
import { DeleteAccountSection } from './delete-account-section'
import { ExportSection } from './export-section'
import { PasswordSection } from './password-section'
import { PreferencesSection } from './preferences-section'
import { SessionsSection } from './sessions-section'
import { SettingsLinks } from './settings-links'
import styles from './settings.module.css'

type SettingsPageProps = { user: CredentialAccount }

/** The settings screen (spec §2): preferences, other screens, password, sessions (Mitra 4.14+), exports, deletion. */
export function SettingsPage({ user }: SettingsPageProps) {
  const { t } = useLingui()
  usePageTitle(t`Settings`)
  const instance = useInstance()
  return (
    <>
      <PageHeading>{t`Settings`}</PageHeading>
      <div className={styles.page}>
        <PreferencesSection user={user} />
        <SettingsLinks user={user} />
        <PasswordSection />
        {supportsSessions(instance) ? <SessionsSection /> : null}
        <ExportSection />
        <DeleteAccountSection />
      </div>
    </>
  )
}
