/**
 * The interface locales a user may choose (spec §9, plus `it`), stored in client_config as these
 * codes. Lingui's configuration reads the same list, so a catalogue exists for each.
 */
export const LOCALES = [
  'cs',
  'de',
  'en',
  'es',
  'fr',
  'hu',
  'it',
  'ja',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'uk',
  'zh-Hans',
] as const
