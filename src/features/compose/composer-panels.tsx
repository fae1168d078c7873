import { lazy, Suspense } from 'react'
import type { Composer } from './use-composer'

// The heavier parts load when first used, so they cost nothing on the home screen's first load.
const PollEditor = lazy(() => import('./poll-editor').then((m) => ({ default: m.PollEditor })))
const AttachmentList = lazy(() => import('./attachment-list').then((m) => ({ default: m.AttachmentList })))
const ComposerPreview = lazy(() => import('./composer-preview').then((m) => ({ default: m.ComposerPreview })))

/** What shows under the text box when asked for: the preview, the attachments and the poll editor. */
export function ComposerPanels({ c }: { c: Composer }) {
  const { media, preview } = c
  const showMedia = media.items.length > 0 || media.notice !== null || media.error !== null
  return (
    <>
      {c.previewing ? (
        <Suspense fallback={null}>
          <ComposerPreview pending={preview.isPending} error={preview.error} preview={preview.data} />
        </Suspense>
      ) : null}
      {showMedia ? (
        <Suspense fallback={null}>
          <AttachmentList media={media} />
        </Suspense>
      ) : null}
      {c.poll ? (
        <Suspense fallback={null}>
          <PollEditor poll={c.poll} onChange={c.setPoll} />
        </Suspense>
      ) : null}
    </>
  )
}
