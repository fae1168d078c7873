import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Attachment } from '@/api/statuses/types'
import { actionMarker } from '@/lib/keyboard/markers'
import { safeUrl } from '@/lib/safe-url'
import { Icon } from '@/ui/icon'
import { LazyLightbox } from '@/ui/lightbox/lazy-lightbox'
import { attachmentName } from './attachment-name'
import styles from './post-media.module.css'
import { iconDownload } from '@/ui/icons/download'
import { iconFile } from '@/ui/icons/file'

/** Tiles shown in the grid; more images are reached through the lightbox. */
const GRID_MAX = 4

/**
 * A post's attachments: images in a grid of up to four (each opens the lightbox), video and audio
 * with the browser's controls, any other file as a download link named by its description, a
 * readable file name or its type (never by the hash Mitra stores it under). An attachment whose
 * address is not http(s) or on this site is named the same way, without a link (safe-url.ts).
 */
export function PostMedia({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useLingui()
  const [open, setOpen] = useState<number | null>(null)
  const images = attachments.filter((a) => a.type === 'image' && safeUrl(a.url))
  const others = attachments.filter((a) => !images.includes(a))
  const tiles = images.slice(0, GRID_MAX)
  const hiddenCount = images.length - tiles.length
  const total = images.length

  return (
    <div className={styles.media}>
      {tiles.length > 0 ? (
        <ul className={`${styles.grid} ${styles[`n${tiles.length}`]}`}>
          {tiles.map((image, i) => {
            const position = i + 1
            const more = i === tiles.length - 1 && hiddenCount > 0
            const description = image.description?.trim() || null
            const label = description
              ? t`Open image ${position} of ${total}: ${description}`
              : t`Open image ${position} of ${total}`
            return (
              <li key={image.id} className={styles.tile}>
                <button
                  type="button"
                  className={styles.open}
                  aria-label={label}
                  onClick={() => setOpen(i)}
                  {...(i === 0 ? actionMarker('media') : {})}
                >
                  <img
                    className={styles.image}
                    src={safeUrl(image.preview_url) ?? image.url}
                    alt={description ?? ''}
                    loading="lazy"
                    decoding="async"
                  />
                  {more ? (
                    <span className={styles.more} aria-hidden="true">
                      +{hiddenCount}
                    </span>
                  ) : null}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {others.map((attachment) => {
        const description = attachment.description?.trim() || null
        const url = safeUrl(attachment.url)
        if (url && attachment.type === 'video') {
          return (
            // Posts carry no caption tracks; the description is the media's accessible name.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              key={attachment.id}
              className={styles.video}
              src={url}
              controls
              preload="metadata"
              aria-label={description ?? t`Video`}
              title={description ?? undefined}
            />
          )
        }
        if (url && attachment.type === 'audio') {
          return (
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <audio
              key={attachment.id}
              className={styles.audio}
              src={url}
              controls
              preload="none"
              aria-label={description ?? t`Audio`}
              title={description ?? undefined}
            />
          )
        }
        const { name, fileName, type } = attachmentName(attachment.url, attachment.description)
        const detail = name === null ? null : (fileName ?? type)
        const entry = (
          <>
            <Icon path={url ? iconDownload : iconFile} className={styles.fileIcon} />
            <span className={styles.fileName} dir="auto" title={name ?? undefined}>
              {name ?? (type ? t`Attachment (${type})` : t`Attachment`)}
            </span>
            {detail ? (
              <span className={styles.fileDescription} dir="auto">
                {detail}
              </span>
            ) : null}
          </>
        )
        return url ? (
          <a key={attachment.id} className={styles.file} href={url} target="_blank" rel="noopener noreferrer" download>
            {entry}
            <span className={styles.fileHint}>
              <Trans>Download</Trans>
            </span>
          </a>
        ) : (
          <span key={attachment.id} className={styles.file}>
            {entry}
          </span>
        )
      })}
      {open !== null ? (
        <LazyLightbox
          images={images.map((image) => ({ url: image.url, description: image.description?.trim() || null }))}
          start={open}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  )
}
