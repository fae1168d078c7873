import { Trans, useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '@/api/accounts/queries'
import { canListDomainBlocks } from '@/api/instance/domain-blocks'
import { useInstance } from '@/api/instance/queries'
import { DomainBlocks } from '@/features/domain-blocks/domain-blocks'
import { ContactAccount } from '@/features/shell/about/contact-account'
import { InstanceDescription } from '@/features/shell/about/instance-description'
import { TechnicalInfo } from '@/features/shell/about/technical-info'
import { PRODUCT_NAME, usePageTitle } from '@/api/instance/page-title'
import { buildId } from '@/lib/persist/build-id'
import { useToken } from '@/lib/session'
import { PageHeading } from '@/ui/page-heading'
import styles from '@/features/shell/about/about.module.css'

/**
 * /about: the instance's description and contact; its blocked domains (Mitra 4.12.0) to members, and
 * to guests where the instance makes them public; versions to members.
 */
export default function AboutRoute() {
  const { t } = useLingui()
  const instance = useInstance()
  const user = useCurrentUser()
  const token = useToken()
  const title = instance?.title || PRODUCT_NAME
  const build = buildId()
  usePageTitle(t`About`)
  return (
    <>
      <PageHeading>
        <Trans>About {title}</Trans>
      </PageHeading>
      <div className={styles.card}>
        {instance?.description ? <InstanceDescription html={instance.description} /> : null}
        {!instance?.description && instance?.short_description ? <p>{instance.short_description}</p> : null}
        {instance?.contact_account ? <ContactAccount account={instance.contact_account} /> : null}
        {canListDomainBlocks(instance) ? (
          <DomainBlocks
            signedIn={token !== null}
            sectionClass={styles.section ?? ''}
            titleClass={styles.sectionTitle ?? ''}
          />
        ) : null}
        {user ? <TechnicalInfo serverVersion={instance?.version ?? ''} /> : null}
        <p>
          <Trans>Parley build {build}</Trans>
        </p>
      </div>
    </>
  )
}
