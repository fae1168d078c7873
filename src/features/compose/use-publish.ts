import { useRef, type Dispatch, type RefObject } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import type { Instance } from '@/api/instance/types'
import type { useCreateStatus, useUpdateStatus } from '@/api/statuses/publish-mutations'
import type { Status, Visibility } from '@/api/statuses/types'
import type { DraftFields } from '@/lib/drafts'
import { quotedIdOf, subjectOf, type ComposerMode } from './compose-rules'
import type { ComposerAction, ComposerState } from './composer-state'
import { pollInput } from './poll-fields'
import { titleToSend } from './title-rules'
import type { Attachments } from './use-attachments'
import type { DraftSink } from './use-draft'
import { usePostLanguage } from './use-post-language'

type Args = {
  mode: ComposerMode
  state: ComposerState
  visibility: Visibility
  user: CredentialAccount
  instance: Instance | undefined
  fields: DraftFields
  media: Attachments
  create: ReturnType<typeof useCreateStatus>
  update: ReturnType<typeof useUpdateStatus>
  enabled: boolean
  /** The title as typed, and whether the form offers one (offersTitle). */
  postTitle: { title: string; titled: boolean }
  sink: DraftSink | null
  formRef: RefObject<HTMLFormElement | null>
  textRef: RefObject<HTMLTextAreaElement | null>
  dispatch: Dispatch<ComposerAction>
  /** After a new post, reply or quote is published: the form starts blank. */
  afterPublish: () => void
  onDone?: (saved?: Status) => void
}

/**
 * Publishing: one idempotency key until it succeeds, never twice at once, the media description
 * reminder first when an attachment has none. Failures keep every field as it is.
 */
export function usePublish(args: Args) {
  const { mode, state, media, dispatch, formRef, textRef } = args
  // A second press before the first one's state has rendered must not send again.
  const sending = useRef(false)
  // null where the instance takes no language (3.21): then none is sent.
  const { language, setLanguage } = usePostLanguage(mode, args.user, args.instance)

  // Publish is disabled while sending, which drops its focus: the text box takes it back.
  const refocus = () => {
    const active = document.activeElement
    if (!active || active === document.body || formRef.current?.contains(active)) textRef.current?.focus()
  }

  const publish = (withoutReminder = false) => {
    if (!args.enabled || sending.current) return
    if (!withoutReminder && media.undescribed > 0) {
      dispatch({ type: 'remind', on: true })
      return
    }
    sending.current = true
    const settled = () => {
      sending.current = false
    }
    const common = {
      status: state.text,
      mediaIds: media.mediaIds,
      sensitive: state.sensitive,
      language,
      title: titleToSend(args.postTitle.title, args.postTitle.titled),
      prepare: media.saveDescriptions,
    }
    if (mode.kind === 'edit') {
      args.update
        .mutateAsync({ ...common, id: mode.post.id, quoteId: quotedIdOf(mode.post) })
        .then((saved) => args.onDone?.(saved), refocus)
        .finally(settled)
      return
    }
    // Written before sending: the same key goes with every attempt until one succeeds, even after a reload.
    args.sink?.save(args.fields, true)
    args.create
      .mutateAsync({
        ...common,
        visibility: args.visibility,
        idempotencyKey: state.idempotencyKey,
        inReplyToId: mode.kind === 'reply' ? subjectOf(mode.post).id : null,
        quoteId: mode.kind === 'quote' ? subjectOf(mode.post).id : null,
        groupId: mode.kind === 'new' ? (mode.group?.id ?? null) : null,
        poll: state.poll ? pollInput(state.poll) : null,
      })
      .then((saved) => {
        args.sink?.remove()
        args.afterPublish()
        if (args.onDone) args.onDone(saved)
        else refocus()
      }, refocus)
      .finally(settled)
  }

  return {
    publish,
    language,
    setLanguage,
    /** "Add description" in the reminder: the first attachment without one takes the focus. */
    describe: () => {
      dispatch({ type: 'remind', on: false })
      // After the dialog has closed and given the focus back to Publish.
      setTimeout(() => {
        const fields = formRef.current?.querySelectorAll<HTMLTextAreaElement>('textarea[data-description]') ?? []
        ;[...fields].find((field) => field.value.trim() === '')?.focus()
      }, 0)
    },
    publishWithout: () => {
      dispatch({ type: 'remind', on: false })
      publish(true)
    },
    closeReminder: () => dispatch({ type: 'remind', on: false }),
  }
}
