import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { useCreateStatus } from '@/api/statuses/mutations'
import type { Visibility } from '@/api/statuses/types'
import { settingsOf } from '@/lib/client-config'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { VisuallyHidden } from '@/ui/visually-hidden'
import {
  canPublish,
  defaultVisibility,
  NEW_POST_DRAFT,
  remainingCharacters,
  showsCounter,
} from './compose-rules'
import { useDraft } from './use-draft'
import { VisibilitySelect } from './visibility-select'
import styles from './composer.module.css'

type ComposerProps = {
  user: CredentialAccount
  /** instance.configuration.statuses.max_characters */
  maxCharacters: number
}

/** The new-post form on the home screen (spec §4 Editor, §5 Post). */
export function Composer({ user, maxCharacters }: ComposerProps) {
  const { t } = useLingui()
  const textId = useId()
  const counterId = useId()
  const errorId = useId()
  const draft = useDraft(NEW_POST_DRAFT)
  const [visibility, setVisibility] = useState<Visibility>(() => defaultVisibility(user))
  const [published, setPublished] = useState(0)
  const create = useCreateStatus()

  const remaining = remainingCharacters(draft.text, maxCharacters)
  const enabled = canPublish(draft.text, remaining, create.isPending)
  const ctrlEnter = settingsOf(user).ctrlEnterEnabled

  const publish = () => {
    if (!enabled) return
    draft.keepIdempotencyKey()
    create.mutate(
      { status: draft.text, visibility, idempotencyKey: draft.idempotencyKey },
      {
        onSuccess: () => {
          draft.reset()
          setPublished((n) => n + 1)
        },
      },
    )
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    publish()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (ctrlEnter && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      publish()
    }
  }

  const counter = showsCounter(remaining)
  const describedBy = [counter ? counterId : null, create.isError ? errorId : null].filter(Boolean).join(' ') || undefined

  return (
    <form className={styles.composer} aria-label={t`New post`} onSubmit={onSubmit}>
      <span className={styles.avatar}>
        <Avatar account={user} size={42} />
      </span>
      <div className={styles.editor}>
        <label htmlFor={textId} className={styles.hiddenLabel}>
          <Trans>Post text</Trans>
        </label>
        <textarea
          id={textId}
          className={styles.text}
          value={draft.text}
          onChange={(event) => {
            draft.setText(event.target.value)
            if (create.isError) create.reset()
          }}
          onKeyDown={onKeyDown}
          placeholder={t`What's on your mind?`}
          rows={3}
          aria-invalid={remaining < 0 || undefined}
          aria-describedby={describedBy}
        />
        {create.isError ? (
          <p id={errorId} role="alert" className={styles.error}>
            {create.error.message}
          </p>
        ) : null}
        <div className={styles.toolbar}>
          <VisibilitySelect value={visibility} onChange={setVisibility} />
          <span className={styles.end}>
            {counter ? (
              <span id={counterId} className={remaining < 0 ? `${styles.counter} ${styles.over}` : styles.counter}>
                <span aria-hidden="true">{remaining}</span>
                <VisuallyHidden>
                  <Plural value={remaining} one="# character left" other="# characters left" />
                </VisuallyHidden>
              </span>
            ) : null}
            <Button type="submit" variant="primary" disabled={!enabled} busy={create.isPending}>
              <Trans>Publish</Trans>
            </Button>
          </span>
        </div>
        <VisuallyHidden role="status">{published > 0 ? <Trans>Your post was published.</Trans> : null}</VisuallyHidden>
      </div>
    </form>
  )
}
