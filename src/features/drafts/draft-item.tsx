import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatFullDate, formatTimestamp, useNow } from '@/lib/dates'
import type { Draft } from '@/lib/drafts'
import { Link } from '@/lib/router'
import { Button } from '@/ui/button'
import { resumePath } from './draft-rules'
import styles from './drafts-list.module.css'
import { iconTrash } from '@/ui/icons/trash'

type DraftItemProps = { draft: Draft; onDelete: (draft: Draft) => void }

/** How much of the draft's text is listed. */
const TEXT_START = 160

/** One draft: what it is for, the start of its text, its attachments and age, Resume and Delete. */
export function DraftItem({ draft, onDelete }: DraftItemProps) {
  const { t, i18n } = useLingui()
  const now = useNow(5000)
  const titleId = useId()
  const acct = draft.target?.acct ?? ''
  const excerpt = draft.target?.excerpt ?? ''
  const kind = draft.context.split(':')[0]
  const title =
    kind === 'reply'
      ? draft.target
        ? t`Reply to @${acct}: ${excerpt}`
        : t`Reply`
      : kind === 'quote'
        ? draft.target
          ? t`Quote of @${acct}: ${excerpt}`
          : t`Quote`
        : kind === 'group'
          ? t`New post to a group`
          : t`New post`
  const chars = [...draft.text.trim()]
  const text = chars.length > TEXT_START ? `${chars.slice(0, TEXT_START).join('')}…` : chars.join('')
  const count = draft.media.length
  const options = draft.poll ? draft.poll.options.filter((o) => o.trim()).length : 0
  const date = new Date(draft.updatedAt)
  const iso = date.toISOString()
  const full = formatFullDate(date, i18n.locale)
  const age = formatTimestamp(date, new Date(now), i18n.locale)
  return (
    <li className={styles.item}>
      <article aria-labelledby={titleId} className={styles.draft}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text || <Trans>(no text)</Trans>}</p>
        <p className={styles.meta}>
          {count > 0 ? (
            <span>
              <Plural value={count} one="# attachment" other="# attachments" />
            </span>
          ) : null}
          {draft.poll ? (
            <span>
              <Plural value={options} one="Poll with # option" other="Poll with # options" />
            </span>
          ) : null}
          <span>
            <Trans>
              Changed{' '}
              <time dateTime={iso} title={full}>
                {age}
              </time>
            </Trans>
          </span>
        </p>
        <div className={styles.actions}>
          <Link to={resumePath(draft)} className={styles.resume} aria-describedby={titleId}>
            <Trans>Resume</Trans>
          </Link>
          <Button size="sm" variant="ghost" icon={iconTrash} aria-describedby={titleId} onClick={() => onDelete(draft)}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </article>
    </li>
  )
}
