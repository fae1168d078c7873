import { lazy, Suspense } from 'react'
import type { Composer } from './use-composer'

const DescribeReminder = lazy(() => import('./describe-reminder').then((m) => ({ default: m.DescribeReminder })))

/** The media description reminder before publishing, while it is open. */
export function ComposerReminder({ c }: { c: Composer }) {
  if (!c.reminding) return null
  return (
    <Suspense fallback={null}>
      <DescribeReminder
        open
        count={c.media.undescribed}
        onDescribe={c.describe}
        onPublishWithout={c.publishWithout}
        onClose={c.closeReminder}
      />
    </Suspense>
  )
}
