/** The first screens the boot script prepares (src/boot/boot.ts). */
export type BootScreen = 'landing' | 'home' | 'post' | 'profile'

/** What the build tells the boot script (scripts/first-paint.ts): its own file names, as URLs. */
export type BootManifest = {
  /** The API's origin ('' when the client is served by the API's server, as Mitra does). */
  api: string
  /** Each screen's JavaScript beyond the entry: its chunk, the layout's, what they import. */
  js: Record<BootScreen, string[]>
  /** Their stylesheets. */
  css: Record<BootScreen, string[]>
  /** Each locale's catalogue, in its three parts (scripts/catalogue-parts.ts). */
  catalogues: Record<string, { core: string; feed: string; app: string }>
}
