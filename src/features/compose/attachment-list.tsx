import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useFailureText } from './failure-text'
import type { Attachments } from './use-attachments'
import { AttachmentItem } from './attachment-item'
import styles from './attachment-list.module.css'

type AttachmentListProps = { media: Attachments }

/** The draft's attachments, the messages about refused files, and the upload failure alert. */
export function AttachmentList({ media }: AttachmentListProps) {
  const { t } = useLingui()
  const { items, notice, error } = media
  const uploadingCount = items.filter((item) => !item.attachment).length
  const names = notice?.unsupported.join(', ') ?? ''
  const max = notice?.max ?? 0
  const failureText = useFailureText()
  const message = error ? failureText(error.failure) : ''
  return (
    <>
      {items.length ? (
        <ul className={styles.list} aria-label={t`Attachments`}>
          {items.map((item) => (
            <AttachmentItem
              key={item.key}
              item={item}
              onDescription={(value) => media.setDescription(item.key, value)}
              onSaveDescription={() => media.saveDescription(item.key)}
              onRemove={() => media.remove(item.key)}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className={styles.hidden}>
        {uploadingCount ? <Plural value={uploadingCount} one="Uploading # file" other="Uploading # files" /> : null}
      </p>
      {notice ? (
        <div role="alert" className={styles.notice}>
          {notice.unsupported.length ? (
            <p>
              <Plural
                value={notice.unsupported.length}
                one={`This file type is not supported here: ${names}`}
                other={`These file types are not supported here: ${names}`}
              />
            </p>
          ) : null}
          {notice.overLimit ? (
            <p>
              <Plural
                value={max}
                one="A post can have at most # attachment."
                other="A post can have at most # attachments."
              />
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <div role="alert" className={styles.error}>
          <p>
            {error.kind === 'upload' ? (
              <Trans>The upload failed: {message}</Trans>
            ) : (
              <Trans>The description could not be saved: {message}</Trans>
            )}
          </p>
          <button type="button" className={styles.dismiss} onClick={media.dismissError}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      ) : null}
    </>
  )
}
