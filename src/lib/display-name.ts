/** C0 and C1 control characters, plus the bidi embeddings, overrides and isolates that can reorder text around a name. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/** Removes control characters from text that comes from other people (display names, field labels). */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL, '')
}

type Named = { display_name?: string | null; username: string }

/** Spec section 3: display names have control characters removed and fall back to the username. */
export function displayNameOf(account: Named): string {
  const cleaned = stripControlCharacters(account.display_name ?? '').trim()
  return cleaned || account.username
}
