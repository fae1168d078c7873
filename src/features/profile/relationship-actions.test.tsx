// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '@/api/accounts/types'
import type { Relationship } from '@/api/relationships/types'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { makeUser, makeRelationship } from '@/lib/testing/fixtures'
import { ProfileMenu } from './profile-menu'
import { RelationshipActions } from './relationship-actions'

const relationship = (fields: Partial<Relationship>): Relationship => makeRelationship('b0b', fields)

const flags = ['following', 'requested', 'requested_by', 'muting'] as const
const combinations = Array.from(
  { length: 16 },
  (_, mask) =>
    Object.fromEntries(flags.map((flag, bit) => [flag, Boolean(mask & (1 << bit))])) as Record<
      (typeof flags)[number],
      boolean
    >,
)

const bob = makeUser({ id: 'b0b', username: 'bob', acct: 'bob' }) as Account

afterEach(() => cleanup())

describe('RelationshipActions and the profile menu for every relationship', () => {
  it.each(combinations)('show the buttons and menu items for %o', async (fields) => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider history={createMemoryHistory()}>
          <RelationshipActions
            relationship={relationship(fields)}
            signedIn
            busy={false}
            pending={null}
            onAction={vi.fn()}
          />
          <ProfileMenu
            account={bob}
            relationship={relationship(fields)}
            own={false}
            signedIn
            admin={false}
            onCopy={vi.fn()}
            onAction={vi.fn()}
            onLoadLatest={vi.fn()}
          />
        </RouterProvider>
      </I18nProvider>,
    )
    const expected: string[] = []
    if (!fields.following && !fields.requested) expected.push('Follow')
    if (fields.following) expected.push('Unfollow')
    if (fields.requested) expected.push('Cancel follow request')
    if (fields.requested_by) expected.push('Accept follow request', 'Reject follow request')
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([...expected, ''])

    await userEvent.click(screen.getByRole('button', { name: 'Profile actions' }))
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
    const toggles = fields.following || fields.requested ? ['Hide reposts', 'Hide replies'] : []
    expect(items).toEqual(['Copy link to profile', fields.muting ? 'Unmute' : 'Mute', ...toggles])
  })

  it('marks the pressed button busy and disables the others while an action runs', () => {
    render(
      <I18nProvider i18n={i18n}>
        <RelationshipActions
          relationship={relationship({ requested_by: true })}
          signedIn
          busy
          pending="authorize"
          onAction={vi.fn()}
        />
      </I18nProvider>,
    )
    const accept = screen.getByRole('button', { name: 'Accept follow request' })
    expect(accept.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('button', { name: 'Follow' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Reject follow request' }).getAttribute('aria-busy')).toBeNull()
  })
})
