import { Trans, useLingui } from '@lingui/react/macro'
import { useRemoveAlias } from '@/api/aliases/mutations'
import type { DeclaredAlias } from '@/api/aliases/types'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { ProfileCard } from '@/ui/profile-card'
import { VisuallyHidden } from '@/ui/visually-hidden'
import styles from './identities.module.css'
import { iconTrash } from '@/ui/icons/trash'

/** The declared aliases, each with a remove button; accounts the server does not know read Unknown. */
export function DeclaredAliases({ accountId, aliases }: { accountId: string; aliases: readonly DeclaredAlias[] }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const remove = useRemoveAlias(accountId)
  if (aliases.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No aliases declared yet.</Trans>
      </p>
    )
  }
  return (
    <>
      {remove.error ? <Alert title={t`The alias could not be removed`}>{errorText(remove.error)}</Alert> : null}
      <ul className={styles.list} aria-label={t`Declared aliases`}>
        {aliases.map((alias) => {
          const name = alias.account ? `@${alias.account.acct}` : alias.id
          const removing = remove.isPending && remove.variables === alias.id
          const button = (
            <Button
              size="sm"
              variant="ghost"
              icon={iconTrash}
              busy={removing}
              disabled={remove.isPending}
              onClick={() => remove.mutate(alias.id)}
            >
              <Trans>Remove</Trans>
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          )
          return (
            <li key={alias.id}>
              {alias.account ? (
                <ProfileCard account={alias.account} actions={button} />
              ) : (
                <div className={styles.unknown}>
                  <span className={styles.unknownText}>
                    <strong>
                      <Trans>Unknown</Trans>
                    </strong>
                    <span className={styles.actorId} dir="ltr">
                      {alias.id}
                    </span>
                  </span>
                  {button}
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </>
  )
}
