/*
 * The app's side of the boot script (boot.ts): the app must not decide whether to take over the
 * landing page written at build time, nor ask for its first data, before the boot script has done
 * so. The script blocks the parser and so runs before the app's module scripts; the wait is for a
 * page whose script is still on its way or did not come.
 */

declare global {
  interface Window {
    /** Set by the boot script as it starts; settles once it has asked for what it asks for. */
    __parleyBoot?: Promise<void>
  }
}

/** The boot script's tag in index.html (scripts/first-paint.ts). */
export const BOOT_SELECTOR = 'script[data-boot]'

/**
 * Settles once the boot script has done its part: at once when it has, or when there is none (the
 * dev server, a page without it), or when it fails to download or run; else when it has run.
 */
export function bootDone(): Promise<void> {
  if (window.__parleyBoot) return window.__parleyBoot
  const script = document.querySelector(BOOT_SELECTOR)
  if (!script) return Promise.resolve()
  return new Promise((resolve) => {
    // After its load event the script has run, and set the promise unless it failed.
    const settle = () => resolve(window.__parleyBoot ?? Promise.resolve())
    script.addEventListener('load', settle, { once: true })
    script.addEventListener('error', settle, { once: true })
  })
}
