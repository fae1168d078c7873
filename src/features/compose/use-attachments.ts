import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { normalizeDescription, updateMediaDescription } from '@/api/media/endpoints'
import type { Attachment } from '@/api/statuses/types'
import type { DraftMedia } from '@/lib/drafts'
import { selectFiles } from './media-files'

/** One attachment of the draft: uploading (no `attachment` yet) or uploaded. */
export type DraftAttachment = {
  key: string
  /** The file's name; empty for attachments the edited post already had. */
  name: string
  mediaType: string
  /** Fraction of the upload sent, 0 to 1. */
  progress: number
  attachment: Attachment | null
  /** The description field as typed. */
  description: string
  /** The description the server holds. */
  savedDescription: string | null
}

/** A failed upload (the file left the list) or a description the server refused. */
export type AttachmentError = { kind: 'upload' | 'description'; failure: unknown }

/** Why some files were not added: unsupported types (by name) and files over the instance's maximum. */
export type AttachmentNotice = { unsupported: string[]; overLimit: number; max: number }

type Options = {
  /** Attachments already uploaded: a stored draft's (as typed) or an edited post's. */
  initial: readonly DraftMedia[]
  supportedTypes: readonly string[]
  maxAttachments: number
}

let nextKey = 0
const fromDraftMedia = ({ attachment, description }: DraftMedia): DraftAttachment => ({
  key: `a${(nextKey += 1)}`,
  name: '',
  mediaType: attachment.type,
  progress: 1,
  attachment,
  description,
  savedDescription: attachment.description,
})

const isDirty = (item: DraftAttachment) =>
  item.attachment !== null && normalizeDescription(item.description) !== item.savedDescription

/** Saving descriptions: one on blur (a failure shows as the attachments' alert), or all before publishing. */
function descriptionSaver(
  items: DraftAttachment[],
  setItems: Dispatch<SetStateAction<DraftAttachment[]>>,
  setError: (error: AttachmentError) => void,
) {
  const saveOne = async (item: DraftAttachment) => {
    if (!item.attachment) return
    const saved = await updateMediaDescription(item.attachment.id, item.description)
    setItems((list) =>
      list.map((i) => (i.key === item.key ? { ...i, attachment: saved, savedDescription: saved.description } : i)),
    )
  }
  return {
    /** On blur: saves a changed description; a failure shows as the attachments' alert. */
    saveDescription: (key: string) => {
      const item = items.find((i) => i.key === key)
      if (!item || !isDirty(item)) return
      saveOne(item).catch((failure: unknown) => setError({ kind: 'description', failure }))
    },
    /** Before publishing: every changed description is saved (a failure stops the publication). */
    saveDescriptions: async () => {
      await Promise.all(items.filter(isDirty).map(saveOne))
    },
  }
}

/**
 * The draft's attachments: uploads with progress (the upload code loads on first use), their
 * descriptions (saved on blur and before publishing), removal, and the messages for refused files
 * and failed uploads. A failed upload leaves the list and clears its uploading state.
 */
export function useAttachments({ initial, supportedTypes, maxAttachments }: Options) {
  const [items, setItems] = useState<DraftAttachment[]>(() => initial.map(fromDraftMedia))
  const [notice, setNotice] = useState<AttachmentNotice | null>(null)
  const [error, setError] = useState<AttachmentError | null>(null)
  const uploads = useRef(new Map<string, AbortController>())

  // Uploads still running when the composer goes away are cancelled.
  useEffect(() => {
    const running = uploads.current
    return () => running.forEach((controller) => controller.abort())
  }, [])

  const patch = (key: string, change: Partial<DraftAttachment>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const upload = async (key: string, file: File, mediaType: string) => {
    const controller = new AbortController()
    uploads.current.set(key, controller)
    try {
      const { uploadMedia } = await import('@/api/media/upload')
      const attachment = await uploadMedia(file, mediaType, {
        signal: controller.signal,
        onProgress: (progress) => patch(key, { progress }),
      })
      patch(key, { attachment, progress: 1, savedDescription: attachment.description })
    } catch (failure) {
      if (controller.signal.aborted) return
      setItems((list) => list.filter((item) => item.key !== key))
      setError({ kind: 'upload', failure })
    } finally {
      uploads.current.delete(key)
    }
  }

  /** Adds picked, dropped or pasted files: supported ones up to the maximum start uploading. */
  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return
    const { accepted, unsupported, overLimit } = selectFiles(files, supportedTypes, items.length, maxAttachments)
    setNotice(unsupported.length || overLimit ? { unsupported, overLimit, max: maxAttachments } : null)
    setError(null)
    const added = accepted.map(({ file, mediaType }) => ({
      key: `u${(nextKey += 1)}`,
      name: file.name,
      mediaType,
      progress: 0,
      attachment: null,
      description: '',
      savedDescription: null,
      file,
    }))
    setItems((list) => [...list, ...added.map(({ file: _file, ...item }) => item)])
    for (const { key, file, mediaType } of added) void upload(key, file, mediaType)
  }

  const remove = (key: string) => {
    uploads.current.get(key)?.abort()
    setItems((list) => list.filter((item) => item.key !== key))
    setNotice(null)
  }

  const { saveDescription, saveDescriptions } = descriptionSaver(items, setItems, setError)

  const reset = () => {
    uploads.current.forEach((controller) => controller.abort())
    setItems([])
    setNotice(null)
    setError(null)
  }

  return {
    items,
    uploading: items.some((item) => item.attachment === null),
    mediaIds: items.flatMap((item) => (item.attachment ? [item.attachment.id] : [])),
    /** The uploaded attachments as a draft keeps them (uploads still running are not kept). */
    drafts: items.flatMap((item): DraftMedia[] =>
      item.attachment ? [{ attachment: item.attachment, description: item.description }] : [],
    ),
    /** Uploaded attachments whose description is empty (the reminder before publishing). */
    undescribed: items.filter((item) => item.attachment !== null && item.description.trim() === '').length,
    notice,
    error,
    dismissError: () => setError(null),
    addFiles,
    remove,
    setDescription: (key: string, description: string) => patch(key, { description }),
    saveDescription,
    saveDescriptions,
    reset,
  }
}

export type Attachments = ReturnType<typeof useAttachments>
