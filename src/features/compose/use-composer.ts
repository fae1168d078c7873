import { useReducer, type Dispatch, type RefObject } from 'react'
import type { CredentialAccount } from '@/api/accounts/types'
import { supportsMediaFromUrl } from '@/api/instance/mitra-features'
import type { Instance } from '@/api/instance/types'
import { newIdempotencyKey } from '@/lib/idempotency'
import { useCreateStatus, usePreviewStatus, useUpdateStatus } from '@/api/statuses/publish-mutations'
import type { Status, Visibility } from '@/api/statuses/types'
import type { DraftTarget } from '@/lib/drafts'
import {
  canPublish,
  DEFAULT_MAX_CHARACTERS,
  initialVisibility,
  remainingCharacters,
  visibilityOptions,
  type ComposerMode,
} from './compose-rules'
import { composerReducer, composerStart, type ComposerAction } from './composer-state'
import { DEFAULT_FILE_SIZE_LIMIT, DEFAULT_MAX_ATTACHMENTS } from './media-rules'
import { pollIsComplete, type PollDraft } from './poll-rules'
import { useAttachments } from './use-attachments'
import type { ComposerInitial, DraftSink } from './use-draft'
import { useDraftPersistence } from './use-draft-persistence'
import { usePostTitle } from './use-post-title'
import { usePublish } from './use-publish'

/**
 * The instance's media settings: the accepted types, and adding media from a URL with the size
 * limit (null where the server's policy keeps the browser from reading other sites).
 */
function mediaSettings(instance: Instance | undefined) {
  const media = instance?.configuration?.media_attachments
  return {
    supportedTypes: media?.supported_mime_types ?? [],
    mediaFromUrl: supportsMediaFromUrl(instance)
      ? { maxBytes: media?.image_size_limit ?? DEFAULT_FILE_SIZE_LIMIT }
      : null,
  }
}

/** The actions that only change a field. */
const setters = (dispatch: Dispatch<ComposerAction>) => ({
  setCaret: (caret: number) => dispatch({ type: 'caret', caret }),
  setVisibility: (value: Visibility) => dispatch({ type: 'visibility', visibility: value }),
  setSensitive: (value: boolean) => dispatch({ type: 'sensitive', sensitive: value }),
  setPoll: (value: PollDraft | null) => dispatch({ type: 'poll', poll: value }),
  togglePoll: () => dispatch({ type: 'toggle-poll' }),
})

type Args = {
  mode: ComposerMode
  user: CredentialAccount
  instance: Instance | undefined
  initial: ComposerInitial
  sink: DraftSink | null
  target: DraftTarget | null
  formRef: RefObject<HTMLFormElement | null>
  textRef: RefObject<HTMLTextAreaElement | null>
  onDone?: (saved?: Status) => void
}

/**
 * The composer's state and actions: every field of the draft in one reducer (kept through the
 * sink as it changes), the attachments, publishing (see usePublish) and the preview.
 */
export function useComposer(args: Args) {
  const { mode, user, instance, initial, sink, target } = args
  const config = instance?.configuration
  const settings = mediaSettings(instance)
  const editing = mode.kind === 'edit'
  const options = visibilityOptions(mode, user.id)
  const [state, dispatch] = useReducer(composerReducer, null, () =>
    composerStart(initial, options, initial.idempotencyKey ?? newIdempotencyKey()),
  )
  const title = usePostTitle(mode, instance, initial.title)
  const media = useAttachments({
    initial: initial.media,
    supportedTypes: settings.supportedTypes,
    maxAttachments: config?.statuses?.max_media_attachments ?? DEFAULT_MAX_ATTACHMENTS,
  })
  const create = useCreateStatus()
  const update = useUpdateStatus()
  const preview = usePreviewStatus()
  const saving = editing ? update : create
  const { text, poll, idempotencyKey } = state
  const fields = {
    text,
    title: title.title,
    sensitive: state.sensitive,
    visibility: state.visibility,
    poll,
    media: media.drafts,
    target,
    idempotencyKey,
  }
  useDraftPersistence(editing ? null : sink, fields)

  const remaining = remainingCharacters(text, config?.statuses?.max_characters ?? DEFAULT_MAX_CHARACTERS)
  const pollIncomplete = poll !== null && !pollIsComplete(poll)
  const enabled =
    canPublish({ text, remaining, submitting: saving.isPending, uploading: media.uploading, pollIncomplete }) &&
    title.titleFits
  const visibility = state.visibility ?? initialVisibility(options, user)
  const afterPublish = () => {
    dispatch({ type: 'published', idempotencyKey: newIdempotencyKey() })
    title.setTitle('')
    preview.reset()
    media.reset()
  }
  const publishing = usePublish({
    ...args,
    postTitle: title,
    state,
    visibility,
    fields,
    media,
    create,
    update,
    enabled,
    dispatch,
    afterPublish,
  })

  return {
    ...state,
    ...publishing,
    editing,
    options,
    ...settings,
    visibility,
    media,
    saving,
    preview,
    remaining,
    ...title,
    enabled,
    setText: (value: string, caret: number) => {
      dispatch({ type: 'text', text: value, caret })
      if (saving.isError) saving.reset()
    },
    ...setters(dispatch),
    togglePreview: () => {
      dispatch({ type: 'preview', on: !state.previewing })
      if (!state.previewing) preview.mutate(text)
    },
  }
}

export type Composer = ReturnType<typeof useComposer>
