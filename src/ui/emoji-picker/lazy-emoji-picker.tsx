import { lazy, Suspense } from 'react'
import type { EmojiPickerProps } from './types'
import { withLaterMessages } from '@/i18n/setup'

// The picker's code (and, on "More emojis…", the emoji data) loads when it is first opened.
const EmojiPicker = lazy(withLaterMessages(() => import('./emoji-picker').then((m) => ({ default: m.EmojiPicker }))))

/** The emoji picker dialog, loaded on first use. */
export function LazyEmojiPicker(props: EmojiPickerProps) {
  return (
    <Suspense fallback={null}>
      <EmojiPicker {...props} />
    </Suspense>
  )
}
