import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@/api/instance/page-title'
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
        <h2 className={styles.subheading}>
          <Trans>How it works</Trans>
        </h2>
        <ol className={styles.steps}>
          <li>
            <Trans>Install a browser wallet that supports Ethereum and unlock it.</Trans>
          </li>
          <li>
            <Trans>
              On the sign-up form, choose the Ethereum wallet, pick a username and select Sign up. If this instance
              accepts members by invitation, enter your invite code too.
            </Trans>
          </li>
          <li>
            <Trans>
              Your wallet asks you to sign a sign-in message. Signing it costs nothing and sends no transaction. Only
              sign it on this site.
            </Trans>
          </li>
        </ol>
        <h2 className={styles.subheading}>
          <Trans>Your address and your privacy</Trans>
        </h2>
        <p>
          <Trans>
            Your wallet address is stored only to let you sign in. It is not shown on your profile and is not publicly
            linked to your account unless you choose to verify the address later.
          </Trans>
        </p>
        <p>
          <Trans>
            Verifying the address is a separate step: from your profile's menu, Link Ethereum address adds it to your
            profile as a verified $ETH entry that everyone can see.
          </Trans>
        </p>
        <p className={styles.tip}>
          <Trans>For your privacy, we recommend using a fresh address that you have not used anywhere else.</Trans>
        </p>
      </div>
    </>
  )
}
