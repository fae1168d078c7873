import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/helpers'
import { seedDemo } from './seed'

describe('the seeded people', () => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    t = createTestApp()
    seedDemo(t.app.parley.db, { mediaDir: join(t.dataDir, 'media') })
    for (const name of ['alice', 'grace']) {
      const res = await t.call('POST', '/oauth/token', {
        json: { grant_type: 'password', username: name, password: `${name}-demo-pass` },
      })
      tokens[name] = res.json().access_token
    }
  })
  afterAll(() => t.close())
  const get = (url: string, name = 'alice') => t.call('GET', url, { token: tokens[name] })

  it('has a locked account with pending requests, and a request waiting for alice', async () => {
    const grace = (await get('/api/v1/accounts/lookup?acct=grace')).json()
    expect(grace.locked).toBe(true)
    const waiting = (await get('/api/v1/follow_requests', 'grace')).json() as { acct: string }[]
    expect(waiting.map((a) => a.acct).sort()).toEqual(['alice', 'dave'])
    const rel = (await get(`/api/v1/accounts/relationships?id[]=${grace.id}`)).json()[0]
    expect(rel).toMatchObject({ requested: true, following: false, followed_by: true })
    const mine = (await get('/api/v1/follow_requests')).json() as { acct: string }[]
    expect(mine.map((a) => a.acct)).toEqual(['otto@remote.example'])
  })

  it('gives alice followers, mutes and custom feeds with members', async () => {
    const me = (await get('/api/v1/accounts/verify_credentials')).json()
    const followers = await get(`/api/v1/accounts/${me.id}/followers?limit=5`)
    expect(followers.json()).toHaveLength(5)
    expect(followers.headers.link).toMatch(/rel="next"/)
    expect(((await get('/api/v1/mutes')).json() as { acct: string }[]).map((a) => a.acct)).toEqual([
      'weatherbot@social.example',
    ])
    const lists = (await get('/api/v1/lists')).json() as { id: number; title: string }[]
    expect(lists.map((l) => l.title)).toEqual(['Close friends', 'Far away'])
    expect((await get(`/api/v1/lists/${lists[0]?.id}/accounts`)).json()).toHaveLength(3)
  })

  it('gives alice a backlog of notifications of every type, some unread', async () => {
    const all: { id: string; type: string; subtype: string | null }[] = []
    let url: string | null = '/api/v1/notifications?limit=200'
    while (url) {
      const res = await get(url)
      all.push(...res.json())
      const next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1]
      url = next ? next.replace(/^https?:\/\/[^/]+/, '') : null
    }
    const kinds = new Set(all.map((n) => (n.subtype ? `${n.type}/${n.subtype}` : n.type)))
    for (const kind of [
      'follow',
      'follow_request',
      'mention',
      'mention/reply',
      'favourite',
      'pleroma:emoji_reaction',
      'reblog',
      'move',
    ]) {
      expect(kinds, kind).toContain(kind)
    }
    const ids = all.map((n) => Number(n.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const marker = (await get('/api/v1/markers?timeline[]=notifications')).json()
    const unread = all.filter((n) => Number(n.id) > Number(marker.notifications.last_read_id))
    expect(unread).toHaveLength(6)
  })
})
