/**
 * The id of the running build, which the build writes into index.html (scripts/service-worker.ts);
 * 'dev' under the dev server and in tests.
 */
export function buildId(): string {
  if (typeof document === 'undefined') return 'dev'
  return document.querySelector('meta[name="parley-build"]')?.getAttribute('content') || 'dev'
}
