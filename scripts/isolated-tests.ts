/**
 * Test files that need modules of their own: they mock a module (vi.mock, which cannot replace a
 * package another file has loaded already) or count work a module does once per process.
 */
export const ISOLATED_FILES = [
  'server/contract/precompile.test.ts',
  'server/http/mitra-routes.test.ts',
  'src/api/auth/mutations.test.tsx',
  'src/app/invalid-token.test.tsx',
  'src/app/router.test.tsx',
  'src/app/update-prompt.test.tsx',
  'src/features/post/warm-up.test.tsx',
  'src/features/timeline/timeline-feed-hold-fails.test.tsx',
  'src/lib/persist/persister.test.ts',
]
