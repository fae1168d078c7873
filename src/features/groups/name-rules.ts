/**
 * A group's name is a local username (v5.9.1 create_group_view → validate_local_username): 1 to 30
 * characters, letters, digits, hyphens and underscores. Checked before sending, so that the form
 * says what is wrong at once; the server's refusal (a name taken) shows the same way.
 */
export const GROUP_NAME_MAX = 30

export type GroupNameProblem = 'empty' | 'too-long' | 'characters'

export function groupNameProblem(name: string): GroupNameProblem | null {
  if (name === '') return 'empty'
  if ([...name].length > GROUP_NAME_MAX) return 'too-long'
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return 'characters'
  return null
}
