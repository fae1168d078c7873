/** C0 and C1 control characters, plus the bidi embeddings, overrides and isolates that can reorder text around a name. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

/**
 * Characters that take no space and show nothing, which let `Ad\u200bmin` pass for "Admin": the
 * soft hyphen, zero-width space, word joiner and invisible operators, the bidi marks (LRM, RLM,
 * ALM), the byte order mark, Hangul fillers, Mongolian vowel separator and free variation
 * selectors, the combining grapheme joiner.
 */
// The combining ones are alternatives of their own: in a class they would read as combined with the one before.
const INVISIBLE =
  /\u034f|\u17b4|\u17b5|\u180b|\u180c|\u180d|\u180f|[\u00ad\u061c\u115f\u1160\u180e\u200b\u200e\u200f\u2060-\u2064\u206a-\u206f\u3164\ufeff\uffa0]/g

/**
 * The zero-width joiner and non-joiner are needed inside emoji sequences and in scripts such as
 * Persian or Devanagari; beside a Latin, Greek or Cyrillic letter, a digit, punctuation, a space
 * or at either end they change nothing that shows.
 */
const PLAIN = String.raw`[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}\p{P}\p{Z}]`
const STRAY_JOINER = new RegExp(String.raw`(?<=${PLAIN}|^)[\u200c\u200d]|[\u200c\u200d](?=${PLAIN}|$)`, 'gu')

/** A variation selector changes how an emoji or a CJK character shows, never a letter of these scripts. */
const STRAY_SELECTOR = /(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\ufe00-\ufe0f]/gu

/** Removes control and invisible characters from text that comes from other people (display names, field labels). */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL, '').replace(INVISIBLE, '').replace(STRAY_JOINER, '').replace(STRAY_SELECTOR, '')
}

type Named = { display_name?: string | null; username: string }

/** Spec section 3: display names have control characters removed and fall back to the username. */
export function displayNameOf(account: Named): string {
  const cleaned = stripControlCharacters(account.display_name ?? '').trim()
  return cleaned || account.username
}
