import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Dialog } from '../dialog'
import { Icon } from '../icon'
import { swipeStep } from './swipe'
import styles from './lightbox.module.css'
import { iconChevronLeft } from '@/ui/icons/chevron-left'
import { iconChevronRight } from '@/ui/icons/chevron-right'
import { iconClose } from '@/ui/icons/close'
import { iconExternal } from '@/ui/icons/external'

export type LightboxImage = { url: string; description: string | null }

export type LightboxProps = {
  images: readonly LightboxImage[]
  /** The image shown first. */
  start: number
  onClose: () => void
}

const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl'

/**
 * Images at full size in a modal on a dark backdrop in every theme: the description under each
 * (clear of the controls, scrolling when long), Previous and Next buttons, the arrow keys and a
 * sideways swipe between them, a link to the original, Escape or Close to leave; focus stays
 * inside and returns to the image that opened it.
 */
export function Lightbox({ images, start, onClose }: LightboxProps) {
  const { t } = useLingui()
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), images.length - 1))
  const closeRef = useRef<HTMLButtonElement>(null)
  const touch = useRef<{ id: number; x: number; y: number } | null>(null)
  const captionId = useId()
  const image = images[index]
  const many = images.length > 1
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length)

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return
    const rtl = isRtl(event.currentTarget)
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      go((event.key === 'ArrowRight') !== rtl ? 1 : -1)
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      setIndex(event.key === 'Home' ? 0 : images.length - 1)
    }
  }

  // A finger or pen swiping sideways over the image moves between images; a mouse drag does not
  // (it selects or drags the image, as elsewhere). Vertical movement stays the browser's to scroll.
  const onPointerDown = (event: PointerEvent) => {
    if (!many || event.pointerType === 'mouse' || !event.isPrimary) return
    touch.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = touch.current
    if (!from || from.id !== event.pointerId) return
    touch.current = null
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y, isRtl(event.currentTarget))
    if (step !== 0) go(step)
  }
  const onPointerCancel = () => {
    touch.current = null
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
          <div className={styles.barEnd}>
            <a className={styles.original} href={image.url} target="_blank" rel="noopener noreferrer">
              <Icon path={iconExternal} />
              <Trans>Open original</Trans>
            </a>
            <button
              ref={closeRef}
              type="button"
              className={styles.button}
              aria-label={t`Close`}
              title={t`Close`}
              onClick={onClose}
            >
              <Icon path={iconClose} />
            </button>
          </div>
        </div>
        <div className={many ? `${styles.stage} ${styles.many}` : styles.stage}>
          <figure
            className={styles.figure}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          >
            <img
              key={image.url}
              className={styles.image}
              src={image.url}
              alt={image.description ?? ''}
              draggable={false}
            />
            {image.description ? (
              <figcaption id={captionId} className={styles.caption} dir="auto">
                {image.description}
              </figcaption>
            ) : null}
          </figure>
          {many ? (
            <>
              <button
                type="button"
                className={`${styles.button} ${styles.prev}`}
                aria-label={t`Previous image`}
                title={t`Previous image`}
                onClick={() => go(-1)}
              >
                <Icon path={iconChevronLeft} />
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.next}`}
                aria-label={t`Next image`}
                title={t`Next image`}
                onClick={() => go(1)}
              >
                <Icon path={iconChevronRight} />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </Dialog>
  )
}
