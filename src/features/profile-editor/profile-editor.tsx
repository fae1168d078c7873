import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { useUpdateCredentials } from '@/api/credentials/mutations'
import { supportsBotFlag } from '@/api/instance/mitra-features'
import type { Instance } from '@/api/instance/types'
import { Link } from '@/lib/router'
import { Alert } from '@/ui/alert'
import { Avatar } from '@/ui/avatar'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { TextArea } from '@/ui/text-area'
import { TextField } from '@/ui/text-field'
import { showToast } from '@/ui/toast/toast-store'
import { AutomatedField } from './automated-field'
import { FieldsEditor } from './fields-editor'
import { ImageField } from './image-field'
import { MentionPolicyField } from './mention-policy-field'
import {
  charCount,
  DISPLAY_NAME_MAX,
  displayNameTooLong,
  draftOf,
  draftProblem,
  imageTypesOf,
  payloadOf,
  storedImage,
  type ProfileDraft,
} from './profile-rules'
import styles from './profile-editor.module.css'
import { profilePath } from '@/lib/paths'

type ProfileEditorProps = { user: CredentialAccount; instance: Instance | undefined }

/**
 * The profile editor (spec §2, §5): name, bio, images, lock, mention policy and extra fields; the
 * automated-account flag on instances that take it (Mitra 4.2 and later).
 */
export function ProfileEditor({ user, instance }: ProfileEditorProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const lockedId = useId()
  const withBot = supportsBotFlag(instance)
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user))
  const save = useUpdateCredentials()
  const types = imageTypesOf(instance)
  const problem = draftProblem(draft)
  const nameLength = charCount(draft.displayName.trim())

  const edit = (patch: Partial<ProfileDraft>) => {
    if (save.isError) save.reset()
    setDraft((d) => ({ ...d, ...patch }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (problem || save.isPending) return
    save.mutate(payloadOf(draft, withBot), {
      onSuccess: (answer) => {
        setDraft(draftOf(answer))
        showToast(t`Profile saved`)
      },
    })
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t`Display name`}
        value={draft.displayName}
        autoComplete="nickname"
        error={displayNameTooLong(draft.displayName) ? t`Use at most ${DISPLAY_NAME_MAX} characters.` : undefined}
        hint={t`${nameLength} of ${DISPLAY_NAME_MAX} characters`}
        onChange={(e) => edit({ displayName: e.target.value })}
      />
      <TextArea
        label={<Trans>Bio</Trans>}
        rows={5}
        value={draft.note}
        onChange={(e) => edit({ note: e.target.value })}
      />
      <div className={styles.images}>
        <ImageField
          name="avatar"
          label={t`Avatar`}
          chooseLabel={t`Choose avatar`}
          removeLabel={t`Remove avatar`}
          current={storedImage(user.avatar)}
          value={draft.avatar}
          types={types}
          onChange={(avatar) => edit({ avatar })}
          renderPreview={(src) => <Avatar account={{ id: user.id, actor_id: user.actor_id, avatar: src }} size={96} />}
        />
        <ImageField
          name="header"
          label={t`Banner`}
          chooseLabel={t`Choose banner`}
          removeLabel={t`Remove banner`}
          current={storedImage(user.header)}
          value={draft.header}
          types={types}
          onChange={(header) => edit({ header })}
          renderPreview={(src) =>
            src ? (
              <img src={src} alt={t`Banner preview`} className={styles.banner} />
            ) : (
              <div className={`${styles.banner} ${styles.empty}`}>
                <Trans>No banner</Trans>
              </div>
            )
          }
        />
      </div>
      <div className={styles.choice}>
        <input
          id={lockedId}
          type="checkbox"
          checked={draft.locked}
          aria-describedby={`${lockedId}-hint`}
          onChange={(e) => edit({ locked: e.target.checked })}
        />
        <label htmlFor={lockedId}>{t`Approve followers manually`}</label>
        <span id={`${lockedId}-hint`} className={styles.hint}>
          <Trans>(locked account)</Trans>
        </span>
      </div>
      {withBot ? <AutomatedField checked={draft.bot} onChange={(bot) => edit({ bot })} /> : null}
      <MentionPolicyField value={draft.mentionPolicy} onChange={(mentionPolicy) => edit({ mentionPolicy })} />
      <FieldsEditor fields={draft.fields} onChange={(fields) => edit({ fields })} />
      {save.error ? <Alert title={<Trans>The profile could not be saved</Trans>}>{errorText(save.error)}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={problem !== null} busy={save.isPending}>
          <Trans>Save</Trans>
        </Button>
        <Link to={profilePath(user.username)} className={styles.link}>
          <Trans>View profile</Trans>
        </Link>
      </div>
    </form>
  )
}
