import { loadOnce } from '@/lib/load-once'
import type * as Form from './composer-form'
import type { ComposerInitial } from './use-draft'
import { withLaterMessages } from '@/i18n/setup'

type FormModule = typeof Form

const form = loadOnce<FormModule>(withLaterMessages(() => import('./composer-form')))

/** The complete form's module once it has loaded, else null. */
export const loadedComposerForm = (): FormModule | null => form.loaded() ?? null

/**
 * Loads the complete form (its state, uploads, publishing, poll, preview and suggestions); once.
 * The first view asks for it on the first sign of use, so home's first screen goes without it.
 */
export const loadComposerForm = form.load

/** What the first view hands to the complete form: its fields and what the person already asked for. */
export type ComposerHandoff = {
  initial: ComposerInitial
  resume: ComposerResume
}

export type ComposerResume = {
  /** Files chosen, dropped or pasted before the form was there. */
  files: File[]
  preview: boolean
  /** "Add from a URL" was pressed: the form opens its dialog. */
  mediaUrl: boolean
  publish: boolean
  /** The text box's selection when it had the focus, to carry on typing where it was. */
  selection: { start: number; end: number } | null
}
