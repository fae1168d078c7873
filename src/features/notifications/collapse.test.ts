import { describe, expect, it } from 'vitest'
import type { Notification } from '@/api/notifications/types'
import { collapseNotifications } from './collapse'

const n = (id: string, type: string, account: string, status: string | null, extra: Partial<Notification> = {}) =>
  ({
    id,
    type,
    account: { id: account, username: account, acct: account },
    status: status ? { id: status } : null,
    created_at: '2026-01-01T00:00:00Z',
    ...extra,
  }) as Notification

describe('collapseNotifications', () => {
  it('collapses consecutive notifications of one type about one post', () => {
    const groups = collapseNotifications([
      n('5', 'favourite', 'bob', 'p1'),
      n('4', 'favourite', 'carol', 'p1'),
      n('3', 'favourite', 'dave', 'p1'),
      n('2', 'reblog', 'bob', 'p1'),
    ])
    expect(groups.map((g) => [g.key, g.type, g.notifications.map((x) => x.account.id)])).toEqual([
      ['5', 'favourite', ['bob', 'carol', 'dave']],
      ['2', 'reblog', ['bob']],
    ])
  })

  it('keeps apart other posts, non-consecutive ones, post-less ones and different reactions', () => {
    const groups = collapseNotifications([
      n('9', 'favourite', 'bob', 'p1'),
      n('8', 'favourite', 'carol', 'p2'),
      n('7', 'favourite', 'dave', 'p1'),
      n('6', 'follow', 'erin', null),
      n('5', 'follow', 'frank', null),
      n('4', 'emoji_reaction', 'bob', 'p1', { reaction: { content: '👍', emoji: null } }),
      n('3', 'emoji_reaction', 'carol', 'p1', { reaction: { content: '🎉', emoji: null } }),
      n('2', 'emoji_reaction', 'dave', 'p1', { reaction: { content: '🎉', emoji: null } }),
    ])
    expect(groups.map((g) => g.notifications.length)).toEqual([1, 1, 1, 1, 1, 1, 2])
  })

  it('tells replies from mentions and counts one person once', () => {
    const groups = collapseNotifications([
      n('4', 'mention', 'bob', 'p1', { subtype: 'reply' }),
      n('3', 'mention', 'bob', 'p1', { subtype: null }),
      n('2', 'favourite', 'bob', 'p2'),
      n('1', 'favourite', 'bob', 'p2'),
    ])
    expect(groups.map((g) => g.notifications.length)).toEqual([1, 1, 1])
  })
})
