import { useLingui } from '@lingui/react/macro'
import type { Status } from '@/api/statuses/types'
import { useNow } from '@/lib/dates'
import { postLabel } from './post-label'

type PostLabelTextProps = { id: string; status: Status; contentWarnings: boolean }

/**
 * The card's accessible name (see postLabel) in a hidden element the article is labelled by. It
 * follows the shared clock on its own, so that the card itself does not re-render as time passes.
 */
export function PostLabelText({ id, status, contentWarnings }: PostLabelTextProps) {
  const { i18n } = useLingui()
  const now = useNow(5000)
  return (
    <span id={id} hidden>
      {postLabel(status, { now: new Date(now), locale: i18n.locale, contentWarnings })}
    </span>
  )
}
