import { compileMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { describe, expect, it } from 'vitest'
import { compilePart, isCoreMessage, partOf } from './catalogue-parts'

const po = (entries: [string, string, string][]) =>
  entries.map(([file, id, text]) => `#: ${file}\nmsgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(text)}\n`).join('\n')

const english = po([
  ['src/features/auth/auth-form.tsx', 'Sign in', 'Sign in'],
  ['src/features/post/post-actions.tsx', '{n, plural, one {# like} other {# likes}}', '{n, plural, one {# like} other {# likes}}'],
  ['src/features/settings/settings.tsx', 'Settings', 'Settings'],
])
const german = po([
  ['src/features/auth/auth-form.tsx', 'Sign in', 'Anmelden'],
  ['src/features/post/post-actions.tsx', '{n, plural, one {# like} other {# likes}}', '{n, plural, one {# Like} other {# Likes}}'],
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
    expect(partOf(['src/features/shell/account-menu.tsx'])).toBe('feed')
    expect(partOf(['src/app/offline-banner.tsx'])).toBe('feed')
    expect(partOf(['src/app/app-layout.tsx', 'src/routes/landing.tsx'])).toBe('core')
  })

  it('puts messages of the home screen beyond the core in the feed part, the rest in the app part', () => {
    expect(partOf(['src/features/timeline/live-bar.tsx'])).toBe('feed')
    expect(partOf(['src/features/compose/composer-form.tsx', 'src/features/drafts/draft-item.tsx'])).toBe('feed')
    expect(partOf(['src/routes/parts/post-editor-slot.tsx'])).toBe('feed')
    expect(partOf(['src/api/statuses/actions.ts'])).toBe('feed')
    expect(partOf(['src/features/post/x.tsx', 'src/ui/menu.tsx'])).toBe('core')
    expect(partOf(['src/features/settings/settings.tsx', 'src/routes/homework.tsx'])).toBe('app')
  })

  it('compiles each part under Lingui ids, with English where a translation is empty', () => {
    const core = compilePart(german, english, 'core')
    const feed = compilePart(german, english, 'feed')
    const app = compilePart(german, english, 'app')
    expect(core).toEqual({ [generateMessageId('Sign in')]: compileMessage('Anmelden') })
    expect(feed).toEqual({
      [generateMessageId('{n, plural, one {# like} other {# likes}}')]: compileMessage('{n, plural, one {# Like} other {# Likes}}'),
    })
    expect(app).toEqual({ [generateMessageId('Settings')]: compileMessage('Settings') })
  })
})
