declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** The folder of the catalogues' parts in the build's assets (vite.config.ts, scripts/catalogue-parts.ts). */
declare const __PARLEY_MESSAGES__: string
