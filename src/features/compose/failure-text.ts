import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ApiError, CLIENT_ERRORS } from '@/lib/http'
import { useErrorText } from '@/ui/error-text'

/**
 * Says in words why publishing or an upload failed (the app's shared wording), except that a
 * bare 413 keeps the catalogue's 'request body is too large' (spec §8) and says what it means.
 */
export function useFailureText(): (failure: unknown) => string {
  const { t } = useLingui()
  const errorText = useErrorText()
  return useCallback(
    (failure: unknown) => {
      if (failure instanceof ApiError && failure.status === 413 && failure.message === CLIENT_ERRORS.tooLarge) {
        const message = failure.message
        return t`${message} (more than the server accepts).`
      }
      return errorText(failure)
    },
    [t, errorText],
  )
}
