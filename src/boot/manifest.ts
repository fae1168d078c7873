/** The first screens the boot script prepares (src/boot/boot.ts). */
export type BootScreen = 'landing' | 'home' | 'post' | 'profile'

/**
 * What the build tells the boot script (scripts/first-paint.ts): its own file names, each as
 * `assets/<name>` without the folder (short: the boot script is in every first screen).
 */
export type BootManifest = {
  /** The API's origin ('' when the client is served by the API's server, as Mitra does). */
  api: string
  /** Each screen's JavaScript beyond the entry: its chunk, the layout's, what they import. */
  js: Record<BootScreen, string[]>
  /** Their stylesheets. */
  css: Record<BootScreen, string[]>
  /** The locales with a catalogue. */
  locales: string[]
  /** The folder of the catalogues' chunks (see catalogueFile). */
  messages: string
}

/** The three parts of a catalogue (scripts/catalogue-parts.ts). */
export type CataloguePart = 'core' | 'feed' | 'app'

/** Where a part of a locale's catalogue is, in assets/ (scripts/catalogue-parts.ts, cataloguesHash). */
export const catalogueFile = (folder: string, locale: string, part: CataloguePart) => `${folder}/${locale}.${part}.js`

/** Where a file of the manifest is. */
export const assetUrl = (name: string) => `/assets/${name}`
