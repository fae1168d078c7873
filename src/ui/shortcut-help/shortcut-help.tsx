import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, useId, useRef } from 'react'
import { SHORTCUTS, type Command } from '@/lib/keyboard/shortcuts'
import { Button } from '../button'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '../dialog'
import styles from './shortcut-help.module.css'

type ShortcutHelpProps = {
  open: boolean
  onClose: () => void
  /** Leave out the shortcuts that need an account (guests): n. */
  guest?: boolean
}

/** The list of keyboard shortcuts, opened with "?"; Escape or Close returns to where the focus was. */
export function ShortcutHelp({ open, onClose, guest = false }: ShortcutHelpProps) {
  const { t } = useLingui()
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)
  const what: Record<Command, string> = {
    next: t`Next post`,
    previous: t`Previous post`,
    open: t`Open the post`,
    reply: t`Reply`,
    like: t`Like or remove the like`,
    repost: t`Repost or undo the repost`,
    bookmark: t`Bookmark or remove the bookmark`,
    warning: t`Show or hide content behind a warning`,
    media: t`Open the post's images`,
    compose: t`Write a new post`,
    help: t`Show this list`,
  }
  const keyName = (key: string) => (key === 'Enter' ? t`Enter` : key)

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} className={styles.dialog} initialFocus={closeRef}>
      <DialogBody>
        <DialogTitle id={titleId}>
          <Trans>Keyboard shortcuts</Trans>
        </DialogTitle>
        <p className={styles.note}>
          <Trans>
            They work when the focus is not in a text field. The post keys act on the post that has the focus: move to
            it with j and k.
          </Trans>
        </p>
        <dl className={styles.list}>
          {SHORTCUTS.filter((shortcut) => !guest || shortcut.command !== 'compose').map((shortcut) => (
            <div key={shortcut.command} className={styles.row}>
              <dt className={styles.keys}>
                {shortcut.keys.map((key, i) => (
                  <Fragment key={key}>
                    {i > 0 ? <span className={styles.or}>{t`or`}</span> : null}
                    <kbd className={styles.key}>{keyName(key)}</kbd>
                  </Fragment>
                ))}
              </dt>
              <dd className={styles.what}>{what[shortcut.command]}</dd>
            </div>
          ))}
        </dl>
        <DialogActions>
          <Button ref={closeRef} variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  )
}
