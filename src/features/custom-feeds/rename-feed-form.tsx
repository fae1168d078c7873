import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useRenameCustomFeed } from '@/api/lists/mutations'
import type { CustomFeed } from '@/api/lists/types'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import styles from './feed-form.module.css'

/** Stable, so that the input is focused once, when the form opens. */
const focusOnMount = (input: HTMLInputElement | null) => input?.focus()

type RenameFeedFormProps = { feed: CustomFeed; onDone: () => void }

/** A new name for the feed: Save (once there is a name) or Cancel. Escape in the field cancels too. */
export function RenameFeedForm({ feed, onDone }: RenameFeedFormProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [name, setName] = useState(feed.title)
  const rename = useRenameCustomFeed(feed.id)
  const title = name.trim()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!title || rename.isPending) return
    if (title === feed.title) return onDone()
    rename.mutate(title, { onSuccess: onDone })
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        className={styles.field}
        label={t`Feed name`}
        value={name}
        onChange={(event) => {
          setName(event.target.value)
          if (rename.isError) rename.reset()
        }}
        ref={focusOnMount}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !rename.isPending) onDone()
        }}
        autoComplete="off"
        error={rename.error ? errorText(rename.error) : undefined}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" disabled={!title} busy={rename.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Button onClick={onDone} disabled={rename.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  )
}
