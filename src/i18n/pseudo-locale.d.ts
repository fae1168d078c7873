/** A part of the English catalogue as the pseudo-locale, in development (scripts/pseudo-locale.ts). */
declare module 'virtual:pseudo-locale/*' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
