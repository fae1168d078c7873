import { Trans, useLingui } from '@lingui/react/macro'
import { Alert } from '@/ui/alert'
import { useFailureText } from './failure-text'
import styles from './composer.module.css'

type ComposerFailureProps = {
  failure: unknown
  editing: boolean
  /** Under the text box (new posts) rather than as an alert (inline replies, quotes and edits). */
  inline: boolean
  /** The inline message's id, for the text box's aria-describedby. */
  id: string
}

/** Why publishing or saving failed, and that nothing typed is lost. */
export function ComposerFailure({ failure, editing, inline, id }: ComposerFailureProps) {
  const { t } = useLingui()
  const why = useFailureText()(failure)
  const kept = editing
    ? t`Your changes are kept here.`
    : t`Your post is kept here; trying again never publishes it twice.`
  if (inline) {
    return (
      <p id={id} role="alert" className={styles.error}>
        <Trans>Your post could not be published: {why}</Trans> {kept}
      </p>
    )
  }
  return (
    <Alert title={editing ? t`Your changes could not be saved.` : t`Your post could not be published.`}>
      {why} {kept}
    </Alert>
  )
}
