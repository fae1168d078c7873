import { useEffect, useMemo, useRef, useState } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import type { Status } from '@/api/statuses/types'
import { draftStore, draftStoreKey, useDraftsReady } from '@/lib/drafts'
import { draftTargetOf, replyMentions, subjectOf, type ComposerMode } from './compose-rules'
import { ComposerFirstView } from './composer-first-view'
import { blankInitial, initialFromDraft, isEmptyDraft, type DraftSink } from './use-draft'
import { useFormLoader } from './use-form-loader'

type DraftedComposerProps = {
  mode: Exclude<ComposerMode, { kind: 'edit' }>
  context: string
  user: CredentialAccount
  instance: Instance | undefined
  onDone?: (saved?: Status) => void
  focusOnOpen?: boolean
}

/**
 * A new post, reply or quote form over its stored draft (per account and context). The form opens
 * once the drafts are read, with every field of the draft.
 *
 * Between tabs: a change made in another tab replaces this form's content at once, unless the
 * focus is in this form (someone is writing here); then it waits until the focus leaves, and is
 * dropped if this form changed the draft meanwhile (the last writer wins).
 */
export function DraftedComposer({ mode, context, user, instance, onDone, focusOnOpen }: DraftedComposerProps) {
  const ready = useDraftsReady()
  const store = draftStore()
  const accountId = user.id
  const key = draftStoreKey(accountId, context)
  const formRef = useRef<HTMLFormElement>(null)
  const held = useRef(false)
  const [revision, setRevision] = useState(0)
  // The complete form, once loaded; until then the first view (see ComposerFirstView).
  const { form, handoff, setHandoff, wake } = useFormLoader()
  const baseText = mode.kind === 'reply' ? replyMentions(subjectOf(mode.post), user) : ''
  const target = useMemo(() => draftTargetOf(mode), [mode])

  useEffect(
    () =>
      store.subscribe((change) => {
        if (!change?.remote || change.key !== key) return
        if (formRef.current?.contains(document.activeElement)) held.current = true
        else {
          setHandoff(null)
          setRevision((n) => n + 1)
        }
      }),
    [store, key, setHandoff],
  )

  const sink = useMemo<DraftSink>(
    () => ({
      save(fields, immediate = false) {
        held.current = false
        if (!immediate && isEmptyDraft(fields, baseText)) {
          if (store.get(accountId, context)) void store.remove(accountId, context)
        } else void store.save(accountId, context, fields, { immediate })
      },
      remove() {
        held.current = false
        void store.remove(accountId, context)
      },
    }),
    [store, accountId, context, baseText],
  )

  const onFocusLeave = () => {
    if (!held.current) return
    held.current = false
    setHandoff(null)
    setRevision((n) => n + 1)
  }

  // Read when the form (re)opens; the form keeps its own state from then on.
  const stored = ready ? store.get(accountId, context) : undefined
  const initial = stored ? initialFromDraft(stored) : blankInitial(baseText)
  const firstView = { mode, user, instance, initial, sink, target, formRef, onFocusLeave, onDone }
  if (!ready) {
    // Until the drafts are read (a few milliseconds), the same form stands in, blank and inert,
    // so that nothing below it moves when the real one opens.
    return (
      <div inert aria-busy="true">
        <ComposerFirstView {...firstView} focusOnOpen={false} onWake={() => {}} />
      </div>
    )
  }
  if (!form) return <ComposerFirstView key={revision} {...firstView} focusOnOpen={focusOnOpen} onWake={wake} />
  const { ComposerForm } = form
  return (
    <ComposerForm
      key={revision}
      mode={mode}
      user={user}
      instance={instance}
      initial={handoff?.initial ?? initial}
      resume={handoff?.resume}
      sink={sink}
      target={target}
      formRef={formRef}
      onFocusLeave={onFocusLeave}
      onDone={onDone}
      focusOnOpen={focusOnOpen && !handoff}
    />
  )
}
