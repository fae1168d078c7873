/**
 * The development pseudo-locale's tag (the usual one for a pseudo-locale): Lingui's `pseudoLocale`
 * (lingui.config.ts), served by scripts/pseudo-locale.ts and shown with `?locale=en-XA`.
 */
export const PSEUDO_LOCALE = 'en-XA'
