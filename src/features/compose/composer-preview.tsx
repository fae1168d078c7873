import { Trans, useLingui } from '@lingui/react/macro'
import type { StatusPreview } from '@/api/statuses/publish'
import { Spinner } from '@/ui/spinner'
import { previewHtml } from './preview-html'
import styles from './composer-preview.module.css'

type ComposerPreviewProps = {
  pending: boolean
  error: Error | null
  preview: StatusPreview | undefined
}

/** The draft as the server will render it (markdown preview), sanitised, with custom emojis. */
export function ComposerPreview({ pending, error, preview }: ComposerPreviewProps) {
  const { t } = useLingui()
  return (
    <section className={styles.preview} aria-label={t`Preview`} aria-busy={pending || undefined}>
      {pending ? (
        <p role="status" className={styles.status}>
          <Spinner size="sm" />
          <Trans>Loading the preview…</Trans>
        </p>
      ) : error ? (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      ) : preview ? (
        <div
          className={styles.content}
          dangerouslySetInnerHTML={{ __html: previewHtml(preview.content, preview.emojis) }}
        />
      ) : null}
    </section>
  )
}
