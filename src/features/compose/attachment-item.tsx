import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '@/ui/button'
import { Icon } from '@/ui/icon'
import { isImageType } from './media-rules'
import type { DraftAttachment } from './use-attachments'
import styles from './attachment-list.module.css'
import { iconFile } from '@/ui/icons/file'
import { iconImage } from '@/ui/icons/image'
import { iconTrash } from '@/ui/icons/trash'

type AttachmentItemProps = {
  item: DraftAttachment
  onDescription: (value: string) => void
  onSaveDescription: () => void
  onRemove: () => void
}

/** One attachment of the draft: its upload progress, then a thumbnail or its name, a description and Remove. */
export function AttachmentItem({ item, onDescription, onSaveDescription, onRemove }: AttachmentItemProps) {
  const { t } = useLingui()
  const id = useId()
  const nameId = `${id}-name`
  const { attachment, name } = item
  const percent = Math.round(item.progress * 100)
  const image = attachment ? attachment.type === 'image' : isImageType(item.mediaType)
  const kinds: Record<string, string> = { image: t`Image`, video: t`Video`, audio: t`Audio` }
  const label = name || kinds[attachment?.type ?? ''] || t`File`

  return (
    <li className={styles.item} aria-busy={attachment ? undefined : true}>
      <div className={styles.media}>
        {attachment && image ? (
          <img className={styles.thumb} src={attachment.preview_url || attachment.url} alt="" />
        ) : (
          <span className={styles.file} aria-hidden="true">
            <Icon path={image ? iconImage : iconFile} size={28} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p id={nameId} className={styles.name} title={label}>
          {label}
        </p>
        {attachment ? (
          <>
            <label htmlFor={`${id}-description`} className={styles.label}>
              <Trans>Description</Trans>
            </label>
            <textarea
              id={`${id}-description`}
              className={styles.description}
              data-description=""
              rows={2}
              value={item.description}
              placeholder={t`Describe it for people who cannot see it`}
              aria-describedby={nameId}
              onChange={(event) => onDescription(event.target.value)}
              onBlur={onSaveDescription}
            />
          </>
        ) : (
          <>
            <label htmlFor={`${id}-progress`} className={styles.label}>
              <Trans>Uploading… {percent}%</Trans>
            </label>
            <progress
              id={`${id}-progress`}
              className={styles.progress}
              max={1}
              value={item.progress}
              aria-describedby={nameId}
            />
          </>
        )}
      </div>
      <Button
        size="sm"
        variant="ghost"
        icon={iconTrash}
        className={styles.remove}
        aria-describedby={nameId}
        onClick={onRemove}
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  )
}
