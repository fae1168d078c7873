import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Dialog } from '../dialog'
import { Icon } from '../icon'
import styles from './lightbox.module.css'
import { iconChevronLeft } from '@/ui/icons/chevron-left'
import { iconChevronRight } from '@/ui/icons/chevron-right'
import { iconClose } from '@/ui/icons/close'

export type LightboxImage = { url: string; description: string | null }

export type LightboxProps = {
  images: readonly LightboxImage[]
  /** The image shown first. */
  start: number
  onClose: () => void
}

/**
 * Images at full size in a modal: the description under each, Previous and Next buttons and the
 * arrow keys between them, Escape or Close to leave; focus stays inside and returns to the image
 * that opened it.
 */
export function Lightbox({ images, start, onClose }: LightboxProps) {
  const { t } = useLingui()
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), images.length - 1))
  const closeRef = useRef<HTMLButtonElement>(null)
  const captionId = useId()
  const image = images[index]
  const many = images.length > 1
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length)

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      go((event.key === 'ArrowRight') !== rtl ? 1 : -1)
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      setIndex(event.key === 'Home' ? 0 : images.length - 1)
    }
  }

  if (!image) return null
  const position = index + 1
  const total = images.length
  return (
    <Dialog
      open
      onClose={onClose}
      className={styles.lightbox}
      aria-label={many ? t`Image ${position} of ${total}` : t`Image`}
      aria-describedby={image.description ? captionId : undefined}
      initialFocus={closeRef}
    >
      {/* Arrow keys anywhere in the viewer move between images. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={styles.frame} onKeyDown={onKeyDown}>
        <div className={styles.bar}>
          {many ? (
            <p className={styles.count} aria-hidden="true">
              <Trans>
                {position} / {total}
              </Trans>
            </p>
          ) : (
            <span />
          )}
          <button ref={closeRef} type="button" className={styles.button} aria-label={t`Close`} title={t`Close`} onClick={onClose}>
            <Icon path={iconClose} />
          </button>
        </div>
        <figure className={styles.figure}>
          <img key={image.url} className={styles.image} src={image.url} alt={image.description ?? ''} />
          {image.description ? (
            <figcaption id={captionId} className={styles.caption} dir="auto">
              {image.description}
            </figcaption>
          ) : null}
        </figure>
        {many ? (
          <>
            <button type="button" className={`${styles.button} ${styles.prev}`} aria-label={t`Previous image`} title={t`Previous image`} onClick={() => go(-1)}>
              <Icon path={iconChevronLeft} />
            </button>
            <button type="button" className={`${styles.button} ${styles.next}`} aria-label={t`Next image`} title={t`Next image`} onClick={() => go(1)}>
              <Icon path={iconChevronRight} />
            </button>
          </>
        ) : null}
      </div>
    </Dialog>
  )
}
