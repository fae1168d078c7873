import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useCreateCustomFeed } from '@/api/lists/mutations'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextField } from '@/ui/text-field'
import styles from './feed-form.module.css'
import { iconPlus } from '@/ui/icons/plus'

/** Name and create a feed; Create waits for a name that is more than spaces. */
export function CreateFeedForm() {
  const { t } = useLingui()
  const errorText = useErrorText()
  const [name, setName] = useState('')
  const create = useCreateCustomFeed()
  const title = name.trim()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!title || create.isPending) return
    create.mutate(title, { onSuccess: () => setName('') })
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <TextField
        className={styles.field}
        label={t`Feed name`}
        value={name}
        onChange={(event) => {
          setName(event.target.value)
          if (create.isError) create.reset()
        }}
        autoComplete="off"
        error={create.error ? errorText(create.error) : undefined}
      />
      <Button
        type="submit"
        variant="primary"
        icon={iconPlus}
        disabled={!title}
        busy={create.isPending}
        className={styles.submit}
      >
        <Trans>Create</Trans>
      </Button>
    </form>
  )
}
