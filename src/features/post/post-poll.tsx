import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useVote } from '@/api/polls/mutations'
import { pollClosed, pollPercent, pollTotal } from '@/api/polls/poll-results'
import type { Poll, Status } from '@/api/statuses/types'
import { formatFullDate, parseDate, useNow } from '@/lib/dates'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { Icon } from '@/ui/icon'
import { splitEmojiText } from './custom-emoji'
import { pollLeaders } from './poll-leaders'
import { useViewer } from './viewer'
import styles from './post-poll.module.css'
import { iconCheck } from '@/ui/icons/check'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "in 3 hours" style text for the time left, in the largest whole unit. */
function timeLeft(ms: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
  if (ms >= DAY) return format.format(Math.round(ms / DAY), 'day')
  if (ms >= HOUR) return format.format(Math.round(ms / HOUR), 'hour')
  return format.format(Math.max(1, Math.round(ms / MINUTE)), 'minute')
}

function OptionTitle({ title, poll }: { title: string; poll: Poll }) {
  return (
    <>
      {splitEmojiText(title, poll.emojis).map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <img
            key={i}
            className={styles.emoji}
            src={part.url}
            alt={`:${part.shortcode}:`}
            title={`:${part.shortcode}:`}
          />
        ),
      )}
    </>
  )
}

/**
 * A post's poll (spec §4, §5): radio buttons or checkboxes while the viewer may vote, Vote only
 * with a choice; results (whole percentages of all votes) after voting, after the end, for the
 * author, for guests, or on "See results". Each result has a bar; the option(s) in the lead get a
 * bolder row, a stronger bar and the words "Leading" (or "Winner" once the poll has closed).
 */
export function PostPoll({ status, poll }: { status: Status; poll: Poll }) {
  const { t, i18n } = useLingui()
  const { user } = useViewer()
  const now = useNow(5000)
  const vote = useVote(status.id, poll.id)
  const errorText = useErrorText()
  const [choices, setChoices] = useState<number[]>([])
  const [peek, setPeek] = useState(false)
  const legendId = useId()
  const errorId = useId()

  const closed = pollClosed(poll, now)
  const isAuthor = user !== null && user.id === status.account.id
  const canVote = user !== null && !poll.voted && !closed
  const showResults = !canVote || isAuthor || peek
  const total = pollTotal(poll)
  const own = new Set(poll.own_votes ?? [])
  const leaders = pollLeaders(poll.options)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (choices.length === 0 || vote.isPending) return
    vote.mutate({ choices }, { onSuccess: () => setPeek(false) })
  }
  const pick = (index: number, checked: boolean) =>
    setChoices((current) =>
      poll.multiple ? (checked ? [...current, index] : current.filter((c) => c !== index)) : [index],
    )

  const end = parseDate(poll.expires_at)
  const left = end ? timeLeft(end.getTime() - now, i18n.locale) : ''
  const voters = poll.multiple && poll.voters_count ? poll.voters_count : null
  const count = voters
    ? plural(voters, { one: '# person voted', other: '# people voted' })
    : plural(total, { one: '# vote', other: '# votes' })

  return (
    <form className={styles.poll} onSubmit={submit} aria-describedby={vote.error ? errorId : undefined}>
      <fieldset className={styles.fieldset} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {poll.multiple ? <Trans>Poll, choose one or more</Trans> : <Trans>Poll, choose one</Trans>}
        </legend>
        <ul className={styles.options}>
          {poll.options.map((option, index) => {
            const percent = pollPercent(option.votes_count, total)
            const mine = own.has(index)
            if (showResults) {
              const leading = leaders.has(index)
              return (
                <li key={index} className={leading ? `${styles.result} ${styles.leading}` : styles.result}>
                  <span className={styles.line}>
                    <span className={styles.percent}>{i18n.number(percent / 100, { style: 'percent' })}</span>
                    <span className={styles.title} dir="auto">
                      <OptionTitle title={option.title} poll={poll} />
                    </span>
                    {leading ? (
                      <span className={styles.lead}>{closed ? <Trans>Winner</Trans> : <Trans>Leading</Trans>}</span>
                    ) : null}
                    {mine ? (
                      <span className={styles.mine}>
                        <Icon path={iconCheck} />
                        <Trans>Your choice</Trans>
                      </span>
                    ) : null}
                  </span>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ inlineSize: `${percent}%` }} />
                  </span>
                </li>
              )
            }
            return (
              <li key={index}>
                <label className={styles.choice}>
                  <input
                    type={poll.multiple ? 'checkbox' : 'radio'}
                    name={`poll-${poll.id}`}
                    checked={choices.includes(index)}
                    onChange={(event) => pick(index, event.currentTarget.checked)}
                  />
                  <span dir="auto">
                    <OptionTitle title={option.title} poll={poll} />
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <div className={styles.footer}>
        {/* The author sees the results instead of the choices, so there is nothing to vote with. */}
        {canVote && !showResults ? (
          <Button type="submit" size="sm" variant="primary" disabled={choices.length === 0} busy={vote.isPending}>
            <Trans>Vote</Trans>
          </Button>
        ) : null}
        {canVote && !isAuthor ? (
          <Button size="sm" variant="ghost" onClick={() => setPeek((p) => !p)} aria-pressed={peek}>
            {peek ? <Trans>Hide results</Trans> : <Trans>See results</Trans>}
          </Button>
        ) : null}
        <span className={styles.meta}>
          {count}
          {' · '}
          {closed ? (
            <Trans>Closed</Trans>
          ) : end ? (
            <time dateTime={end.toISOString()} title={formatFullDate(end, i18n.locale)}>
              {t`Closes ${left}`}
            </time>
          ) : null}
        </span>
      </div>
      {vote.error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {errorText(vote.error)}
        </p>
      ) : null}
    </form>
  )
}
