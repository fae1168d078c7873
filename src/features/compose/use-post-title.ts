import { useState } from 'react'
import type { Instance } from '@/api/instance/types'
import type { ComposerMode } from './compose-rules'
import { offersTitle, titleRemaining } from './title-rules'

/**
 * The post's title (Mitra 5.6+, not on replies: see offersTitle): the complete form's own field,
 * which the first view hands over untouched in `initial`. Over Mitra's limit, Publish is off.
 */
export function usePostTitle(mode: ComposerMode, instance: Instance | undefined, initial: string) {
  const [title, setTitle] = useState(initial)
  const titled = offersTitle(mode, instance)
  const titleLeft = titleRemaining(title)
  return { title, setTitle, titled, titleLeft, titleFits: !titled || titleLeft >= 0 }
}
