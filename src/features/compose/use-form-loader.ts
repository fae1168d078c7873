import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { loadComposerForm, loadedComposerForm, type ComposerHandoff } from './form-loader'

/**
 * The complete form's module once loaded (null until then) and what the first view handed over.
 * `wake` loads the module and, once it is there, takes the first view's latest hand-over.
 */
export function useFormLoader() {
  const [form, setForm] = useState(loadedComposerForm)
  const [handoff, setHandoff] = useState<ComposerHandoff | null>(null)
  const latestHandoff = useRef<(() => ComposerHandoff | null) | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  const wake = (take: () => ComposerHandoff | null) => {
    latestHandoff.current = take
    loadComposerForm().then(
      (module) => {
        const take = latestHandoff.current
        const next = mounted.current && take ? take() : null
        // Not now (the file picker is open): the first view asks again when it has closed.
        if (!next) return
        latestHandoff.current = null
        // At once, so no keystroke falls between the first view's last state and the form's start.
        flushSync(() => {
          setHandoff(next)
          setForm(module)
        })
      },
      () => {
        // Offline or a failed download: the first view stays and asks again on the next use.
      },
    )
  }
  return { form, handoff, setHandoff, wake }
}
