import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { LOCALES } from './src/i18n/locale-codes.ts'
import { PSEUDO_LOCALE } from './src/i18n/pseudo.ts'

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  // Development only, and not in `locales`, so it has no catalogue of its own: scripts/pseudo-locale.ts
  // compiles the English one with Lingui's pseudo-localisation.
  pseudoLocale: PSEUDO_LOCALE,
  // PARLEY_CATALOGS lets scripts/i18n-check.mjs extract into a scratch folder and compare.
  catalogs: [
    {
      path: `${process.env.PARLEY_CATALOGS ?? '<rootDir>/src/i18n/locales'}/{locale}`,
      include: ['src'],
      exclude: ['**/*.test.*'],
    },
  ],
  // No line numbers: references then change only when a message moves to another file.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'es',
}
export default config
