import type { Messages } from '@lingui/core'

/** The development pseudo-locale (the usual tag for one): English made longer and accented, in brackets. */
export const PSEUDO_LOCALE = 'en-XA'

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** Accents the letters of a piece of text and lengthens it by about a third; tags like <0> stay. */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, index) => {
      if (index % 2 === 1) return part
      const accented = [...part].map((ch) => ACCENTED[ch] ?? ch).join('')
      const letters = part.replace(/[^A-Za-z]/g, '').length
      return letters > 0 ? `${accented}${'~'.repeat(Math.ceil(letters / 3))}` : accented
    })
    .join('')
}

type Compiled = Messages[string]

/** A compiled message made pseudo: text pieces changed, argument names and formats kept. */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message)
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token)
    const [name, type, options] = token
    if (options && typeof options === 'object') {
      // Plural and select cases are messages; other values (a plural's offset) stay as they are.
      const cases = Object.fromEntries(
        Object.entries(options).map(([key, value]) => [
          key,
          typeof value === 'string' || Array.isArray(value) ? pseudoMessage(value as Compiled) : value,
        ]),
      )
      return [name, type, cases]
    }
    return token
  }) as Compiled
}

/** The English catalogue as a pseudo-locale, in brackets so clipped text shows its missing end. */
export function pseudoCatalogue(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const pseudo = pseudoMessage(message)
      return [id, typeof pseudo === 'string' ? `[${pseudo}]` : (['[', ...(pseudo as unknown[]), ']'] as Compiled)]
    }),
  )
}
