import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { TextField } from '@/ui/text-field'
import {
  checkMediaUrl,
  mediaUrlFailure,
  readMediaFromUrl,
  type MediaUrlFailure,
  type ReadProgress,
  type UrlCheck,
} from './media-url'
import styles from './media-url-dialog.module.css'

export type MediaUrlDialogProps = {
  open: boolean
  onClose: () => void
  /** The instance's accepted types and size limit (the picker's checks). */
  supportedTypes: readonly string[]
  maxBytes: number
  /** The file read: it goes the way of a picked file (type checks, upload, description). */
  onFile: (file: File) => void
}

type Phase =
  { step: 'idle' } | { step: 'reading'; progress: ReadProgress } | { step: 'failed'; failure: MediaUrlFailure }

/** The words for each way a read fails, and for an address that is not one. */
function useMessages() {
  const { t, i18n } = useLingui()
  const size = (bytes: number) => {
    // Decimal units, as Mitra states its limits (file_size_limit: 20 MB is 20 000 000 bytes).
    const mega = bytes >= 1_000_000
    const unit = mega ? 'megabyte' : 'kilobyte'
    const value = bytes / (mega ? 1_000_000 : 1000)
    return new Intl.NumberFormat(i18n.locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
  }
  return {
    invalid: (reason: Extract<UrlCheck, { ok: false }>['reason']) =>
      reason === 'scheme'
        ? t`Only web addresses starting with http:// or https:// can be added.`
        : t`Enter a web address, such as https://example.com/picture.png.`,
    size,
    failure: (failure: MediaUrlFailure): string => {
      switch (failure.kind) {
        case 'blocked':
          return t`This site does not let other sites read its files (or could not be reached). Download the file, then attach it with Add media.`
        case 'offline':
          return t`You are offline. Connect to the internet and try again.`
        case 'status': {
          const status = failure.status
          return status === 404
            ? t`Nothing was found at this address (HTTP 404). Check the address and try again.`
            : t`The site answered with an error (HTTP ${status}). Check the address or try again later.`
        }
        case 'type': {
          const type = failure.mediaType || t`unknown`
          return t`This is not an image, video or audio file your server accepts (the site says its type is ${type}).`
        }
        case 'tooLarge': {
          const limit = size(failure.limit)
          return t`This file is larger than your server accepts (${limit}).`
        }
      }
    },
  }
}

/** How far the read is: bytes of the total when the site says it, else an indeterminate bar. */
function ReadingProgress({ progress, size }: { progress: ReadProgress; size: (bytes: number) => string }) {
  const { t } = useLingui()
  const received = size(progress.received)
  const total = progress.total === null ? null : size(progress.total)
  return (
    <div className={styles.progress}>
      <progress
        aria-label={t`Downloading`}
        value={progress.total === null ? undefined : progress.received}
        max={progress.total ?? undefined}
      />
      <p className={styles.status} role="status">
        {total === null ? (
          <Trans>Downloading… {received}</Trans>
        ) : (
          <Trans>
            Downloading… {received} of {total}
          </Trans>
        )}
      </p>
    </div>
  )
}

type ReadOptions = Pick<MediaUrlDialogProps, 'supportedTypes' | 'maxBytes' | 'onFile' | 'onClose'>

/** The dialog's state: the address typed, its check, the read and how it failed. */
function useUrlRead({ supportedTypes, maxBytes, onFile, onClose }: ReadOptions) {
  const [text, setText] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>({ step: 'idle' })
  const reading = useRef<AbortController | null>(null)
  const messages = useMessages()

  useEffect(() => () => reading.current?.abort(), [])

  /** Stops the read and stays, to fix the address or try again. */
  const stop = () => {
    reading.current?.abort()
    reading.current = null
    setPhase({ step: 'idle' })
  }

  const read = async (url: URL) => {
    const controller = new AbortController()
    reading.current = controller
    setPhase({ step: 'reading', progress: { received: 0, total: null } })
    try {
      const file = await readMediaFromUrl(url, {
        supportedTypes,
        maxBytes,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setPhase({ step: 'reading', progress })
        },
      })
      if (controller.signal.aborted) return
      reading.current = null
      setText('')
      setPhase({ step: 'idle' })
      onFile(file)
      onClose()
    } catch (error) {
      if (controller.signal.aborted) return
      reading.current = null
      const failure = mediaUrlFailure(error)
      setPhase(failure ? { step: 'failed', failure } : { step: 'idle' })
    }
  }

  return {
    text,
    fieldError,
    phase,
    messages,
    stop,
    close: () => {
      stop()
      setFieldError(null)
      onClose()
    },
    edit: (value: string) => {
      setText(value)
      if (phase.step === 'failed') setPhase({ step: 'idle' })
    },
    submit: () => {
      if (phase.step === 'reading') return
      const check = checkMediaUrl(text)
      setFieldError(check.ok ? null : messages.invalid(check.reason))
      if (check.ok) void read(check.url)
    },
  }
}

/**
 * "Add from a URL": the browser reads the file (with progress, cancellable, stopping once past the
 * instance's limit), then hands it on as a picked file. A failure says why and keeps the dialog
 * (and the draft) as they were, so the member can fix the address or close it.
 */
export function MediaUrlDialog({ open, ...options }: MediaUrlDialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const { text, fieldError, phase, messages, stop, close, edit, submit } = useUrlRead(options)
  const busy = phase.step === 'reading'
  // Inside the composer's <form> (a form may not hold another, and the focus stays in it): Enter
  // in the field adds rather than submitting the post.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    submit()
  }
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} className={styles.dialog}>
      <DialogBody>
        <DialogTitle id={titleId}>
          <Trans>Add media from a URL</Trans>
        </DialogTitle>
        <TextField
          label={t`Address of the image, video or audio`}
          hint={t`Parley downloads the file, then uploads it to your server as if you had picked it.`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={text}
          error={fieldError}
          readOnly={busy}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={onEnter}
        />
        {phase.step === 'reading' ? <ReadingProgress progress={phase.progress} size={messages.size} /> : null}
        {phase.step === 'failed' ? <Alert>{messages.failure(phase.failure)}</Alert> : null}
        <DialogActions>
          <Button variant="secondary" onClick={busy ? stop : close}>
            {busy ? t`Stop` : t`Cancel`}
          </Button>
          <Button variant="primary" busy={busy} onClick={submit}>
            <Trans>Add</Trans>
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  )
}
