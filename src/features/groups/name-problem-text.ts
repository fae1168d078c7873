import { useLingui } from '@lingui/react/macro'
import type { GroupNameProblem } from './name-rules'

/** What a name problem says to the person, in their language. */
export function useNameProblemText(): (problem: GroupNameProblem) => string {
  const { t } = useLingui()
  return (problem) => {
    switch (problem) {
      case 'empty':
        return t`Enter a name for the group.`
      case 'too-long':
        return t`The name is too long: at most 30 characters.`
      case 'characters':
        return t`Only letters, numbers, hyphens and underscores are allowed.`
    }
  }
}
