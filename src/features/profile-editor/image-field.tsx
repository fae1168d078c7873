import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type ReactNode } from 'react'
import type { ImageUpdate } from '@/api/credentials/types'
import { parseDataUrl, readFileAsDataUrl } from '@/api/media/data-url'
import { Button } from '@/ui/button'
import { isSupportedImage } from './profile-rules'
import styles from './profile-editor.module.css'
import { iconImage } from '@/ui/icons/image'
import { iconTrash } from '@/ui/icons/trash'

type ImageFieldProps = {
  /** "avatar" or "header": the file input's name. */
  name: string
  label: string
  /** The buttons' names, e.g. "Choose avatar" and "Remove avatar". */
  chooseLabel: string
  removeLabel: string
  /** The image the profile has now (URL), shown while the value keeps it. */
  current: string | null
  value: ImageUpdate
  types: readonly string[]
  onChange: (value: ImageUpdate) => void
  /** Draws the preview from an image URL, or the empty state from null. */
  renderPreview: (src: string | null) => ReactNode
}

/** Picks, previews and removes a profile image; only the instance's image types are taken. */
export function ImageField({
  name,
  label,
  chooseLabel,
  removeLabel,
  current,
  value,
  types,
  onChange,
  renderPreview,
}: ImageFieldProps) {
  const { t } = useLingui()
  const headingId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  const src = value === null ? current : value === 'remove' ? null : `data:${value.mediaType};base64,${value.data}`

  async function pick(file: File | undefined) {
    if (!file) return
    setError(null)
    if (!isSupportedImage(file.type, types)) {
      const list = types.map((type) => type.replace('image/', '').toUpperCase()).join(', ')
      setError(t`This file type is not supported. Choose an image of type ${list}.`)
      return
    }
    setReading(true)
    try {
      const { data, mediaType } = parseDataUrl(await readFileAsDataUrl(file))
      onChange({ data, mediaType })
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setReading(false)
    }
  }

  return (
    <div role="group" aria-labelledby={headingId} className={styles.image}>
      <p id={headingId} className={styles.label}>
        {label}
      </p>
      <div className={styles.preview}>{renderPreview(src)}</div>
      <input
        ref={input}
        type="file"
        name={name}
        accept={types.join(',')}
        hidden
        onChange={(event) => {
          void pick(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      <div className={styles.actions}>
        <Button
          icon={iconImage}
          busy={reading}
          aria-describedby={error ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        {src ? (
          <Button icon={iconTrash} variant="ghost" onClick={() => onChange(current ? 'remove' : null)}>
            {removeLabel}
          </Button>
        ) : value === 'remove' ? (
          <Button variant="ghost" onClick={() => onChange(null)}>
            <Trans>Undo</Trans>
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
