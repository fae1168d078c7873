import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@/lib/page-title'
import { PageHeading } from '@/ui/page-heading'
import styles from './ethereum.module.css'

/** /ethereum: what signing up with an Ethereum wallet means (spec section 2). */
export default function EthereumRoute() {
  const { t } = useLingui()
  usePageTitle(t`Sign up with an Ethereum wallet`)
  return (
    <>
      <PageHeading>
        <Trans>Sign up with an Ethereum wallet</Trans>
      </PageHeading>
      <div className={styles.card}>
        <p>
          <Trans>
            You can create an account with an Ethereum wallet instead of a password. Connect your wallet on the sign-up
            form and sign a message to prove that you hold the address; you sign in the same way later.
          </Trans>
        </p>
        <p>
          <Trans>
            Your wallet address is stored only to let you sign in. It is not shown on your profile and is not publicly
            linked to your account unless you choose to verify the address later.
          </Trans>
        </p>
        <p className={styles.tip}>
          <Trans>
            For your privacy, we recommend using a fresh address that you have not used anywhere else.
          </Trans>
        </p>
      </div>
    </>
  )
}
