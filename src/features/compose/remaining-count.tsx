import { Plural } from '@lingui/react/macro'
import { VisuallyHidden } from '@/ui/visually-hidden'

/**
 * How many characters are left: the number for the eye, "# characters left" for screen readers.
 * The post text's counter and the title's; each field styles it (and marks it over the limit).
 */
export function RemainingCount({ id, remaining, className }: { id?: string; remaining: number; className?: string }) {
  return (
    <span id={id} className={className}>
      <span aria-hidden="true">{remaining}</span>
      <VisuallyHidden>
        <Plural value={remaining} one="# character left" other="# characters left" />
      </VisuallyHidden>
    </span>
  )
}
