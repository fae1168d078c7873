import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import { statusSourceQuery } from '@/api/statuses/queries'
import type { Status } from '@/api/statuses/types'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { canEditSource } from './compose-rules'
import { ComposerForm } from './composer-form'
import { blankInitial } from './use-draft'
import styles from './composer.module.css'

type EditComposerProps = {
  post: Status
  user: CredentialAccount
  instance: Instance | undefined
  onDone?: (saved?: Status) => void
  focusOnOpen?: boolean
}

/** Loads the post's markdown source, then opens the editor; a post with only HTML is refused (spec §5). */
export function EditComposer({ post, user, instance, onDone, focusOnOpen }: EditComposerProps) {
  const { t } = useLingui()
  // The card fetches the source just before it opens the editor; no second request here.
  const source = useQuery({ ...statusSourceQuery(post.id), refetchOnMount: false })
  const cancel = (
    <Button size="sm" onClick={() => onDone?.()}>
      <Trans>Cancel</Trans>
    </Button>
  )
  if (source.isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="sm" label={t`Loading the post…`} />
      </div>
    )
  }
  if (source.isError) {
    return (
      <Alert title={t`This post can't be edited right now.`} actions={cancel}>
        {source.error.message}
      </Alert>
    )
  }
  if (!canEditSource(source.data)) {
    return <Alert title={t`This post can't be edited: it has no markdown source.`} actions={cancel} />
  }
  return (
    <ComposerForm
      mode={{ kind: 'edit', post }}
      user={user}
      instance={instance}
      initial={{
        ...blankInitial(source.data.text),
        title: source.data.title ?? post.title ?? '',
        sensitive: post.sensitive,
        media: (post.media_attachments ?? []).map((attachment) => ({
          attachment,
          description: attachment.description ?? '',
        })),
      }}
      onDone={onDone}
      focusOnOpen={focusOnOpen}
    />
  )
}
