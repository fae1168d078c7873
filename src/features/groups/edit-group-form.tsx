import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useUpdateGroup } from '@/api/groups/mutations'
import { groupSourceQuery } from '@/api/groups/queries'
import type { Group } from '@/api/groups/types'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { LoadError } from '@/ui/load-error'
import { Spinner } from '@/ui/spinner'
import { TextArea } from '@/ui/text-area'
import styles from './groups.module.css'

/** A moderator's form for the group's description, filled with its Markdown source. */
export function EditGroupForm({ group, onDone }: { group: Group; onDone: () => void }) {
  const source = useQuery(groupSourceQuery(group.id))
  if (source.isPending) return <Spinner size="sm" />
  if (source.isError)
    return (
      <LoadError
        title={<Trans>The group's description could not be loaded</Trans>}
        error={source.error}
        busy={source.isFetching}
        onRetry={() => void source.refetch()}
        titleAs="p"
      />
    )
  return <DescriptionForm group={group} initial={source.data.description ?? ''} onDone={onDone} />
}

function DescriptionForm({ group, initial, onDone }: { group: Group; initial: string; onDone: () => void }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [description, setDescription] = useState(initial)
  const update = useUpdateGroup(group.id)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (update.isPending) return
    update.mutate(description.trim(), { onSuccess: onDone })
  }
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`Edit the group`}>
      <TextArea
        label={t`Description`}
        hint={t`What the group is about. Links and line breaks are kept.`}
        value={description}
        onChange={(event) => {
          setDescription(event.target.value)
          if (update.isError) update.reset()
        }}
        error={update.error ? errorText(update.error) : undefined}
        rows={4}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" busy={update.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
