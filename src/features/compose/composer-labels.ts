import { useLingui } from '@lingui/react/macro'
import { subjectOf, type ComposerMode } from './compose-rules'

/** The form's accessible name and the text box's placeholder for each mode. */
export function useComposerLabels(mode: ComposerMode) {
  const { t } = useLingui()
  // `target_`: a placeholder's name is part of the message's id in the catalogues.
  const target_ = mode.kind === 'new' ? null : subjectOf(mode.post).account.acct
  const formLabel =
    mode.kind === 'reply'
      ? t`Reply to @${target_}`
      : mode.kind === 'quote'
        ? t`Quote post by @${target_}`
        : mode.kind === 'edit'
          ? t`Edit post`
          : t`New post`
  const placeholder =
    mode.kind === 'reply' ? t`Write your reply` : mode.kind === 'quote' ? t`Add a comment` : t`What's on your mind?`
  return { formLabel, placeholder }
}
