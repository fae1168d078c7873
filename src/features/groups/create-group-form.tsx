import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useCreateGroup } from '@/api/groups/mutations'
import type { Group } from '@/api/groups/types'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { iconPlus } from '@/ui/icons/plus'
import { TextArea } from '@/ui/text-area'
import { TextField } from '@/ui/text-field'
import { useNameProblemText } from './name-problem-text'
import { groupNameProblem } from './name-rules'
import styles from './groups.module.css'

/**
 * A new group: its name (its address on this server, checked as Mitra checks it before sending)
 * and an optional description. The member becomes its moderator and follows it.
 */
export function CreateGroupForm({ onCreated }: { onCreated: (group: Group) => void }) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const problemText = useNameProblemText()
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [checked, setChecked] = useState(false)
  const create = useCreateGroup()
  const problem = groupNameProblem(name.trim())
  const nameError = checked && problem ? problemText(problem) : create.error ? errorText(create.error) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (problem || create.isPending) return
    const trimmed = description.trim()
    create.mutate(
      { name: name.trim(), ...(trimmed ? { description: trimmed } : {}) },
      { onSuccess: (group) => onCreated(group) },
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`Create a group`} noValidate>
      <TextField
        label={t`Name`}
        hint={t`The group's address on this server: up to 30 letters, numbers, hyphens and underscores.`}
        value={name}
        onChange={(event) => {
          setName(event.target.value)
          if (create.isError) create.reset()
        }}
        error={nameError}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <TextArea
        label={t`Description (optional)`}
        hint={t`What the group is about. Links and line breaks are kept.`}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        rows={3}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" icon={iconPlus} busy={create.isPending}>
          <Trans>Create group</Trans>
        </Button>
      </div>
    </form>
  )
}
