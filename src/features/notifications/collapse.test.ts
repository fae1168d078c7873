import { describe, expect, it } from 'vitest'
import type { Notification } from '@/api/notifications/types'
import { groupNotifications, type NotificationGroup, type PostGroup } from './collapse'

const n = (id: string, type: string, account: string, status: string | null, extra: Partial<Notification> = {}) =>
  ({
    id,
    type,
    account: { id: account, username: account, acct: account },
    status: status ? { id: status } : null,
    created_at: '2026-01-01T00:00:00Z',
    ...extra,
  }) as Notification

const react = (id: string, account: string, status: string, content: string) =>
  n(id, 'emoji_reaction', account, status, { reaction: { content, emoji: null } })

/** Each entry as [key, who], who being "person:what,what" for post groups. */
function shape(groups: NotificationGroup[]) {
  return groups.map((g) =>
    g.kind === 'post'
      ? [
          g.key,
          g.people.map((p) => `${p.account.id}:${p.engagements.map((e) => e.reaction?.content ?? e.kind).join(',')}`),
        ]
      : [g.key, g.notifications.map((x) => x.account.id)],
  )
}

describe('groupNotifications', () => {
  // Mitra 5.9's payment_anonymous and moderation_warning have no post: each payment (its own
  // amount) and each warning (its own reason) is an entry, and neither is a mention.
  it('gives each anonymous payment and each warning its own entry, and leaves them out of Mentions', () => {
    const items = [
      n('5', 'payment_anonymous', 'anon', null, { payment_amount: 1 }),
      n('4', 'payment_anonymous', 'anon', null, { payment_amount: 2 }),
      n('3', 'moderation_warning', 'mod', null),
      n('2', 'moderation_warning', 'mod', null),
      n('1', 'mention', 'frank', 'p3'),
    ]
    expect(shape(groupNotifications(items))).toEqual([
      ['n-5', ['anon']],
      ['n-4', ['anon']],
      ['n-3', ['mod']],
      ['n-2', ['mod']],
      ['n-1', ['frank']],
    ])
    expect(shape(groupNotifications(items, 'mentions'))).toEqual([['n-1', ['frank']]])
  })

  it('gathers likes, reactions and reposts of one post in one group, wherever its newest one is', () => {
    const groups = groupNotifications([
      n('9', 'favourite', 'carol', 'p1'),
      n('8', 'follow', 'erin', null),
      react('7', 'bob', 'p1', '🎉'),
      n('6', 'reblog', 'dave', 'p2'),
      n('5', 'reblog', 'carol', 'p1'),
      n('4', 'pleroma:emoji_reaction', 'dave', 'p1', { emoji: ':blob:', emoji_url: '/e/blob.png' }),
      n('3', 'favourite', 'bob', 'p2'),
      n('2', 'mention', 'frank', 'p3'),
    ])
    expect(shape(groups)).toEqual([
      ['post-p1', ['carol:favourite,reblog', 'bob:🎉', 'dave::blob:']],
      ['n-8', ['erin']],
      ['post-p2', ['dave:reblog', 'bob:favourite']],
      ['n-2', ['frank']],
    ])
    const p1 = groups[0] as PostGroup
    expect(p1.kinds).toEqual(['favourite', 'reaction', 'reblog'])
    expect(p1.newest.id).toBe('9')
    expect(p1.people[2]!.engagements[0]!.reaction).toEqual({
      content: ':blob:',
      emoji: { shortcode: 'blob', url: '/e/blob.png' },
    })
    expect((groups[2] as PostGroup).kinds).toEqual(['favourite', 'reblog'])
  })

  it('counts a person once, keeps their different reactions and drops a repeated one', () => {
    const groups = groupNotifications([
      n('6', 'favourite', 'bob', 'p1'),
      react('5', 'bob', 'p1', '🎉'),
      n('4', 'favourite', 'bob', 'p1'),
      react('3', 'bob', 'p1', '👍'),
      react('2', 'bob', 'p1', '🎉'),
    ])
    expect(shape(groups)).toEqual([['post-p1', ['bob:favourite,🎉,👍']]])
  })

  it('grows a group when the next page brings more of its post, keeping keys stable and unique', () => {
    const first = [n('20', 'favourite', 'a', 'p1'), n('19', 'follow', 'x', null), n('18', 'reblog', 'b', 'p2')]
    const second = [n('17', 'favourite', 'c', 'p1'), react('16', 'd', 'p2', '🔥'), n('15', 'favourite', 'e', 'p3')]
    const before = groupNotifications(first)
    const after = groupNotifications([...first, ...second])
    expect(before.map((g) => g.key)).toEqual(['post-p1', 'n-19', 'post-p2'])
    // Same entries in the same order, the groups larger; a new post adds an entry at the end.
    expect(shape(after)).toEqual([
      ['post-p1', ['a:favourite', 'c:favourite']],
      ['n-19', ['x']],
      ['post-p2', ['b:reblog', 'd:🔥']],
      ['post-p3', ['e:favourite']],
    ])
    const keys = after.map((g) => g.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('moves a group up when a newer notification of its post arrives on top, and skips repeats across pages', () => {
    const groups = groupNotifications([
      n('30', 'reblog', 'z', 'p2'),
      n('20', 'favourite', 'a', 'p1'),
      n('18', 'reblog', 'b', 'p2'),
      // A page boundary that repeats the last one.
      n('18', 'reblog', 'b', 'p2'),
    ])
    expect(shape(groups)).toEqual([
      ['post-p2', ['z:reblog', 'b:reblog']],
      ['post-p1', ['a:favourite']],
    ])
  })

  it('leaves the other types as they were: consecutive ones of a type about one post collapse, replies apart from mentions', () => {
    const groups = groupNotifications([
      n('7', 'follow', 'erin', null),
      n('6', 'follow', 'frank', null),
      n('5', 'mention', 'bob', 'p1', { subtype: 'reply' }),
      n('4', 'mention', 'carol', 'p1', { subtype: 'reply' }),
      n('3', 'mention', 'bob', 'p1', { subtype: null }),
      n('2', 'favourite', 'bob', null),
      n('1', 'follow_request', 'gina', null),
    ])
    expect(shape(groups)).toEqual([
      ['n-7', ['erin']],
      ['n-6', ['frank']],
      ['n-5', ['bob', 'carol']],
      ['n-3', ['bob']],
      // A like whose post is gone has nothing to gather around.
      ['n-2', ['bob']],
      ['n-1', ['gina']],
    ])
  })

  it('keeps only mentions and replies under the Mentions filter', () => {
    const items = [
      n('6', 'favourite', 'carol', 'p1'),
      n('5', 'mention', 'bob', 'p2', { subtype: 'reply' }),
      n('4', 'follow', 'erin', null),
      n('3', 'follow_request', 'gina', null),
      react('2', 'dave', 'p1', '🎉'),
      n('1', 'mention', 'frank', 'p3'),
    ]
    expect(shape(groupNotifications(items, 'mentions'))).toEqual([
      ['n-5', ['bob']],
      ['n-1', ['frank']],
    ])
    expect(groupNotifications(items, 'all')).toHaveLength(5)
  })
})
