import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compilePart, isCoreMessage, LATER_SOURCES, partOf } from './catalogue-parts'

const po = (entries: [string, string, string][]) =>
  entries
    .map(([file, id, text]) => `#: ${file}\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(text)}\n`)
    .join('\n')

const english = po([
  ['src/features/auth/auth-form.tsx', 'Sign in', 'Sign in'],
  [
    'src/features/post/post-actions.tsx',
    '{n, plural, one {# like} other {# likes}}',
    '{n, plural, one {# like} other {# likes}}',
  ],
  ['src/features/settings/settings.tsx', 'Settings', 'Settings'],
])
const german = po([
  ['src/features/auth/auth-form.tsx', 'Sign in', 'Anmelden'],
  [
    'src/features/post/post-actions.tsx',
    '{n, plural, one {# like} other {# likes}}',
    '{n, plural, one {# Like} other {# Likes}}',
  ],
  ['src/features/settings/settings.tsx', 'Settings', ''],
])

describe('catalogue parts', () => {
  it('puts messages of the shell, landing page and shared code in the core part', () => {
    expect(isCoreMessage(['src/features/auth/auth-form.tsx'])).toBe(true)
    expect(isCoreMessage(['src/routes/landing.tsx'])).toBe(true)
    expect(isCoreMessage(['src/ui/dialog.tsx', 'src/features/post/x.tsx'])).toBe(true)
    expect(isCoreMessage(['src/features/post/x.tsx', 'src/routes/home.tsx'])).toBe(false)
    expect(isCoreMessage(['src/app/route-error.tsx'])).toBe(true)
  })

  it("keeps the layout's messages out of the landing page's core part, with the feed", () => {
    expect(partOf(['src/features/shell/account-menu-slot.tsx'])).toBe('feed')
    expect(partOf(['src/app/offline-banner.tsx'])).toBe('feed')
    expect(partOf(['src/app/app-layout.tsx', 'src/routes/landing.tsx'])).toBe('core')
  })

  it('puts messages of the home screen beyond the core in the feed part, the rest in the app part', () => {
    expect(partOf(['src/features/timeline/live-bar.tsx'])).toBe('feed')
    expect(partOf(['src/features/compose/composer-first-view.tsx', 'src/features/drafts/draft-item.tsx'])).toBe('feed')
    expect(partOf(['src/routes/parts/post-editor-slot.tsx'])).toBe('feed')
    expect(partOf(['src/api/statuses/actions.ts'])).toBe('feed')
    expect(partOf(['src/features/post/x.tsx', 'src/ui/menu.tsx'])).toBe('core')
    expect(partOf(['src/features/settings/settings.tsx', 'src/routes/homework.tsx'])).toBe('app')
  })

  it('leaves the messages of code loaded later with the app part out of the core and feed parts', () => {
    expect(partOf(['src/features/compose/composer-form.tsx'])).toBe('app')
    expect(partOf(['src/ui/emoji-picker/emoji-picker.tsx'])).toBe('app')
    expect(partOf(['src/features/shell/account-menu.tsx', 'src/features/post/post-more-menu.tsx'])).toBe('app')
    // Used on a first screen too: it stays where that screen finds it.
    expect(partOf(['src/features/compose/composer-form.tsx', 'src/features/compose/composer-first-view.tsx'])).toBe(
      'feed',
    )
    expect(partOf(['src/ui/lightbox/lightbox.tsx', 'src/ui/dialog.tsx'])).toBe('core')
  })

  it('compiles each part under Lingui ids, with English where a translation is empty', () => {
    const core = compilePart(german, english, 'core')
    const feed = compilePart(german, english, 'feed')
    const app = compilePart(german, english, 'app')
    expect(core).toEqual({ [generateMessageId('Sign in')]: compileMessage('Anmelden') })
    expect(feed).toEqual({
      [generateMessageId('{n, plural, one {# like} other {# likes}}')]: compileMessage(
        '{n, plural, one {# Like} other {# Likes}}',
      ),
    })
    expect(app).toEqual({ [generateMessageId('Settings')]: compileMessage('Settings') })
  })
})

/*
 * The first screens (the landing page, home and the layout around it) must never import code whose
 * messages are in the app part except through withLaterMessages, which loads that part with it:
 * else that code would show message ids.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const isLater = (file: string) => LATER_SOURCES.some((re) => re.test(file))

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join('src', spec.slice(2))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : null
  if (base === null) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(join(root, candidate))) return candidate
  }
  return null
}

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g

function firstScreens(): Set<string> {
  const seen = new Set<string>()
  const queue = ['src/main.tsx', 'src/routes/landing.tsx', 'src/routes/home.tsx', 'src/app/main-layout.tsx']
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, spec] of readFileSync(join(root, file), 'utf8').matchAll(STATIC_IMPORT)) {
      const target = spec ? resolveImport(file, spec) : null
      if (target) queue.push(target)
    }
  }
  return seen
}

describe('code loaded later with the app part', () => {
  const screens = firstScreens()

  it('is not imported statically by the first screens', () => {
    expect(screens.has('src/routes/home.tsx') && screens.has('src/features/post/post-card.tsx')).toBe(true)
    expect([...screens].filter(isLater)).toEqual([])
  })

  it('is loaded from the first screens only through withLaterMessages', () => {
    const loads: string[] = []
    const unwrapped: string[] = []
    for (const file of screens) {
      const text = readFileSync(join(root, file), 'utf8')
      for (const match of text.matchAll(DYNAMIC_IMPORT)) {
        const target = match[1] ? resolveImport(file, match[1]) : null
        if (!target || !isLater(target)) continue
        loads.push(target)
        if (!/withLaterMessages(?:<[^>]*>)?\(\s*\(\)\s*=>\s*$/.test(text.slice(0, match.index)))
          unwrapped.push(`${file} -> ${target}`)
      }
    }
    expect(loads).toContain('src/features/compose/composer-form.tsx')
    expect(unwrapped).toEqual([])
  })
})
