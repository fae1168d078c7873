import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { ComposerResume } from './form-loader'
import type { Composer } from './use-composer'

/** Taking over from the first view: the same selection in the text box, then what was asked there, once. */
export function useResume(
  resume: ComposerResume | undefined,
  c: Composer,
  textRef: RefObject<HTMLTextAreaElement | null>,
): void {
  // The first view's text box had the focus: this one takes it, with the same selection.
  useLayoutEffect(() => {
    const el = textRef.current
    if (!resume?.selection || !el) return
    el.focus()
    el.setSelectionRange(resume.selection.start, resume.selection.end)
    c.setCaret(resume.selection.end)
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const resumed = useRef(false)
  useEffect(() => {
    if (!resume || resumed.current) return
    resumed.current = true
    if (resume.files.length > 0) c.media.addFiles(resume.files)
    if (resume.preview && !c.previewing) c.togglePreview()
    if (resume.publish) c.publish()
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
