import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { useInstance } from '@/api/instance/queries'
import { clampDuration, growOptions, maxPollOptions } from './poll-fields'
import { pollIsComplete, type DurationUnit, type PollDraft } from './poll-rules'
import styles from './poll-editor.module.css'

type PollEditorProps = {
  poll: PollDraft
  onChange: (poll: PollDraft) => void
}

/**
 * The poll of a new post: 2 to 6 options, or as many as a newer instance takes (a blank one appears
 * as they fill), duration, multiple choice.
 */
export function PollEditor({ poll, onChange }: PollEditorProps) {
  const { t } = useLingui()
  const id = useId()
  const hintId = `${id}-hint`
  const complete = pollIsComplete(poll)
  const max = maxPollOptions(useInstance())
  const setOption = (index: number, value: string) =>
    onChange({
      ...poll,
      options: growOptions(
        poll.options.map((o, i) => (i === index ? value : o)),
        max,
      ),
    })

  return (
    <fieldset className={styles.poll} aria-describedby={complete ? undefined : hintId}>
      <legend className={styles.legend}>
        <Trans>Poll</Trans>
      </legend>
      <ol className={styles.options}>
        {poll.options.map((option, index) => {
          const n = index + 1
          const label = t`Option ${n}`
          return (
            <li key={index}>
              <label className={styles.hidden} htmlFor={`${id}-o${index}`}>
                {label}
              </label>
              <input
                id={`${id}-o${index}`}
                className={styles.input}
                value={option}
                placeholder={label}
                onChange={(event) => setOption(index, event.target.value)}
              />
            </li>
          )
        })}
      </ol>
      {complete ? null : (
        <p id={hintId} className={styles.hint}>
          <Trans>A poll needs at least 2 options.</Trans>
        </p>
      )}
      <div className={styles.settings}>
        <span className={styles.duration}>
          <label htmlFor={`${id}-duration`} className={styles.label}>
            <Trans>Duration</Trans>
          </label>
          <input
            id={`${id}-duration`}
            className={`${styles.input} ${styles.number}`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={Number.isFinite(poll.duration) ? poll.duration : ''}
            onChange={(event) => onChange({ ...poll, duration: event.target.valueAsNumber })}
            onBlur={() => onChange({ ...poll, duration: clampDuration(poll.duration) })}
          />
          <label htmlFor={`${id}-unit`} className={styles.hidden}>
            <Trans>Duration unit</Trans>
          </label>
          <select
            id={`${id}-unit`}
            className={styles.input}
            value={poll.unit}
            onChange={(event) => onChange({ ...poll, unit: event.target.value as DurationUnit })}
          >
            <option value="hour">{t`Hours`}</option>
            <option value="day">{t`Days`}</option>
          </select>
        </span>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(event) => onChange({ ...poll, multiple: event.target.checked })}
          />
          <Trans>Multiple choice</Trans>
        </label>
      </div>
    </fieldset>
  )
}
