export type FoundChromium = { path: string; source: 'PARLEY_CHROMIUM' | 'Debian' | 'Playwright' | 'Chrome' }

export function findChromium(options?: {
  env?: Record<string, string | undefined>
  exists?: (path: string) => boolean
  playwright?: () => string | undefined
}): FoundChromium | undefined

export const NO_CHROMIUM: string
