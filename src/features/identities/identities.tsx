import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { aliasesQuery } from '@/api/aliases/queries'
import { QueryLoadError } from '@/ui/load-error'
import { ProfileCard } from '@/ui/profile-card'
import { Spinner } from '@/ui/spinner'
import { AliasAddForm } from './alias-add-form'
import { DeclaredAliases } from './declared-aliases'
import styles from './identities.module.css'

/** The signed-in user's aliases: intro, declared aliases, verified aliases and the add form. */
export function Identities({ accountId }: { accountId: string }) {
  const { t } = useLingui()
  const aliases = useQuery(aliasesQuery(accountId))
  return (
    <div className={styles.page}>
      <p className={styles.intro}>
        <Trans>
          Aliases tell others that your accounts on other servers belong to you too. Declare an alias here, and name
          this account on the other one: the alias is verified once both accounts point at each other. An alias is
          needed to move followers between the two accounts.
        </Trans>
      </p>
      {aliases.isPending ? (
        <div className={styles.status} aria-busy="true">
          <Spinner />
        </div>
      ) : aliases.data === undefined ? (
        <QueryLoadError title={<Trans>The aliases could not be loaded</Trans>} query={aliases} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="aliases-declared">
            <h2 id="aliases-declared" className={styles.heading}>
              <Trans>Declared aliases</Trans>
            </h2>
            <DeclaredAliases accountId={accountId} aliases={aliases.data.declared_all} />
          </section>
          <section className={styles.section} aria-labelledby="aliases-verified">
            <h2 id="aliases-verified" className={styles.heading}>
              <Trans>Verified aliases</Trans>
            </h2>
            {aliases.data.verified.length === 0 ? (
              <p className={styles.empty}>
                <Trans>No verified aliases yet.</Trans>
              </p>
            ) : (
              <ul className={styles.list} aria-label={t`Verified aliases`}>
                {aliases.data.verified.map((account) => (
                  <li key={account.id}>
                    <ProfileCard account={account} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <section className={styles.section} aria-labelledby="aliases-add">
        <h2 id="aliases-add" className={styles.heading}>
          <Trans>Add an alias</Trans>
        </h2>
        <AliasAddForm accountId={accountId} />
      </section>
    </div>
  )
}
