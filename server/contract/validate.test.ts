import { describe, expect, it } from 'vitest'
import * as f from './fixtures'
import { findRoute, listContractEndpoints, validateResponse } from './validate'

const ok = (method: string, path: string, body: unknown, status = 200) =>
  validateResponse({ method, path, status, body })

const postPath = `/api/v1/statuses/${f.ids.post}`

describe('valid responses pass', () => {
  it.each([
    ['GET', '/api/v1/instance', f.instance()],
    ['GET', '/api/v1/accounts/verify_credentials', f.credentialAccount()],
    ['GET', `/api/v1/accounts/${f.ids.alice}`, f.account()],
    ['GET', '/api/v1/timelines/home', [f.status(), f.status({ reblog: f.status(), links: [f.status()] })]],
    [
      'GET',
      `${postPath}/thread`,
      [f.status({ poll: f.poll(), pleroma: { ...(f.status().pleroma as object), quote: f.status() } })],
    ],
    ['DELETE', postPath, { ...f.status(), text: 'Hello #demo' }],
    [
      'GET',
      '/api/v1/notifications',
      [f.notification(), f.notification({ id: '7', type: '', status: null, reaction: null, emoji: null })],
    ],
    ['POST', `/api/v1/accounts/${f.ids.bob}/follow`, f.relationship()],
    ['POST', `/api/v1/follow_requests/${f.ids.bob}/authorize`, f.relationship({ followed_by: true })],
    ['GET', '/api/v1/accounts/relationships', [f.relationship()]],
    ['POST', `/api/v1/polls/${f.ids.post}/votes`, f.poll({ multiple: true, voters_count: 0, own_votes: [0, 1] })],
    ['GET', '/api/v1/markers', {}],
    ['POST', '/api/v1/markers', { notifications: { last_read_id: '42', version: 0, updated_at: f.timestampSample } }],
    ['GET', '/api/v1/lists', [{ id: 1, title: 'Friends', replies_policy: 'followed', exclusive: true }]],
    ['DELETE', '/api/v1/lists/1', {}],
    [
      'GET',
      '/api/v2/search',
      {
        accounts: [f.account()],
        statuses: [f.status()],
        hashtags: [{ name: 'demo', url: 'https://parley.example/tags/demo' }],
      },
    ],
    ['GET', `/api/v1/subscriptions/invoices/${f.ids.invoice}`, f.invoice()],
    ['POST', '/api/v1/subscriptions/invoices', f.invoice({ status: 'requested', payment_address: null })],
    ['GET', '/api/v1/subscriptions/find', { id: 1, expires_at: f.timestampSample }],
    [
      'GET',
      `/api/v1/accounts/${f.ids.alice}/subscribers`,
      [{ id: 1, sender: f.account(), expires_at: f.timestampSample }],
    ],
    [
      'GET',
      '/api/v1/subscriptions/options',
      [{ type: 'monero', chain_id: 'monero:418015bb9ae982a1975da7d79277c270', price: 385, payout_address: '888tNkZ' }],
    ],
    [
      'POST',
      '/oauth/token',
      { access_token: 'abc', token_type: 'Bearer', scope: 'read write follow', created_at: 1742849160 },
    ],
    ['POST', '/oauth/revoke', {}],
    [
      'GET',
      '/api/v1/accounts/identity_proof',
      { did: 'did:pkh:eip155:1:0xabc', claim: '{}', created_at: '2025-03-24T20:46:00.123456789Z' },
    ],
    ['GET', `${postPath}/source`, { id: f.ids.post, content_type: 'text/markdown', text: 'Hello', spoiler_text: '' }],
    ['POST', '/api/v1/statuses/preview', { content: '<p>Hello</p>', emojis: [] }],
    [
      'GET',
      `/api/v1/accounts/${f.ids.alice}/aliases/all`,
      { declared: [], declared_all: [{ id: 'https://remote.example/users/a', account: null }], verified: [] },
    ],
    [
      'GET',
      '/api/v1/custom_emojis',
      [
        {
          shortcode: 'blob',
          url: 'https://parley.example/media/blob.png',
          static_url: 'https://parley.example/media/blob.png',
          visible_in_picker: true,
        },
      ],
    ],
  ])('%s %s', (method, path, body) => {
    expect(ok(method, path, body)).toEqual([])
  })

  it('accepts a JSON text or a Buffer as the body', () => {
    expect(ok('GET', '/api/v1/instance', JSON.stringify(f.instance()))).toEqual([])
    expect(ok('GET', '/api/v1/instance', Buffer.from(JSON.stringify(f.instance())))).toEqual([])
  })

  it('accepts 201 on registration and the optional pleroma block of the instance', () => {
    expect(ok('POST', '/api/v1/accounts', f.credentialAccount(), 201)).toEqual([])
    const { pleroma: _pleroma, ...bare } = f.instance()
    expect(ok('GET', '/api/v1/instance', bare)).toEqual([])
    expect(ok('GET', '/api/v1/instance', f.instance({ pleroma: {} }))).toEqual([])
  })
})

describe('invalid responses fail with readable messages', () => {
  it('reports a missing required field with its path', () => {
    const body = f.instance()
    delete (body.configuration as { statuses: Record<string, unknown> }).statuses.max_characters
    expect(ok('GET', '/api/v1/instance', body)).toEqual([
      "GET /api/v1/instance 200: /configuration/statuses must have required property 'max_characters'",
    ])
  })

  it('reports a wrong type', () => {
    expect(ok('GET', '/api/v1/timelines/home', [f.status({ replies_count: '3' })])).toEqual([
      'GET /api/v1/timelines/home 200: /0/replies_count must be integer (got string)',
    ])
    expect(ok('GET', '/api/v1/timelines/home', [f.status({ in_reply_to_id: 5 })])).toEqual([
      'GET /api/v1/timelines/home 200: /0/in_reply_to_id must be string or null (got integer)',
    ])
  })

  it('reports an extra or misspelt field', () => {
    const { sensitive, ...rest } = f.status()
    const problems = ok('POST', '/api/v1/statuses', { ...rest, sensitiive: sensitive })
    expect(problems).toContain("POST /api/v1/statuses 200: (body) must NOT have additional property 'sensitiive'")
    expect(problems).toContain("POST /api/v1/statuses 200: (body) must have required property 'sensitive'")
  })

  it('reports a wrong enum value', () => {
    expect(
      ok('POST', `/api/v1/media`, {
        id: f.ids.media,
        type: 'other',
        url: 'https://parley.example/m',
        preview_url: 'https://parley.example/m',
        description: null,
      }),
    ).toEqual(['POST /api/v1/media 200: /type must be one of "image", "video", "audio", "unknown"'])
  })

  it('finds errors deep inside nested posts', () => {
    const body = [f.status({ reblog: f.status({ account: f.account({ avatar: null }) }) })]
    expect(ok('GET', '/api/v1/timelines/home', body)).toEqual([
      'GET /api/v1/timelines/home 200: /0/reblog/account/avatar must be string (got null)',
    ])
  })

  it('tells a public Account from a CredentialAccount', () => {
    expect(ok('GET', '/api/v1/accounts/verify_credentials', f.account())).toContain(
      'GET /api/v1/accounts/verify_credentials 200: /role must be object (got null)',
    )
    expect(ok('GET', `/api/v1/accounts/${f.ids.alice}`, f.credentialAccount())).toContain(
      `GET /api/v1/accounts/${f.ids.alice} 200: /role must be null (got object)`,
    )
  })

  it('describes the 3.21 roles and the bitmask form 5.9 sends (v5.9.1 mitra_api/src/mastodon_api/accounts/types.rs Role)', () => {
    const path = '/api/v1/accounts/verify_credentials'
    const names = ['create_follow_request', 'create_post', 'manage_subscription_options']
    expect(
      ok(
        'GET',
        path,
        f.credentialAccount({ role: { id: 1, name: 'user', permissions: '0', permissions_names: names } }),
      ),
    ).toEqual([])
    // The bitmask must be the role's: a user is not an Administrator.
    expect(
      ok(
        'GET',
        path,
        f.credentialAccount({ role: { id: 1, name: 'user', permissions: '1', permissions_names: names } }),
      ),
    ).not.toEqual([])
    expect(
      ok('GET', path, f.credentialAccount({ role: { id: 1, name: 'user', permissions: '0', permissions_names: [] } })),
    ).not.toEqual([])
  })

  it('knows the permissions of each built-in role', () => {
    const path = '/api/v1/accounts/verify_credentials'
    const all = [
      'delete_any_profile',
      'create_post',
      'create_follow_request',
      'delete_any_post',
      'manage_subscription_options',
    ]
    const admin = { id: 2, name: 'admin', permissions: all, permissions_names: all, permissions_bitmask: '1' }
    expect(ok('GET', path, f.credentialAccount({ role: admin }))).toEqual([])
    const wrong = { ...admin, permissions: all.slice(1), permissions_bitmask: '0' }
    const problems = ok('GET', path, f.credentialAccount({ role: wrong }))
    expect(problems).toContain(`GET ${path} 200: /role/permissions must include "delete_any_profile"`)
    expect(problems).toContain(`GET ${path} 200: /role/permissions_bitmask must be "1"`)
  })

  it('rejects the fields 3.21 does not send', () => {
    const chains = [{ chain_id: 'eip155:1', chain_metadata: null, features: { subscriptions: true, gate: true } }]
    expect(ok('GET', '/api/v1/instance', f.instance({ blockchains: chains }))).toEqual([
      "GET /api/v1/instance 200: /blockchains/0/features must NOT have additional property 'gate'",
    ])
    const deleted = ok('DELETE', postPath, f.status())
    expect(deleted).toEqual([`DELETE ${postPath} 200: (body) must have required property 'text'`])
  })

  it('checks payment options by their type', () => {
    const body = f.account({ payment_options: [{ type: 'link', name: 'Tips' }, { type: 'ethereum-subscription' }] })
    const problems = ok('GET', '/api/v1/accounts/lookup', body)
    expect(problems).toContain("GET /api/v1/accounts/lookup 200: /payment_options/0 must have required property 'href'")
    expect(problems).toContain(
      'GET /api/v1/accounts/lookup 200: /payment_options/1/type must be one of "link", "monero-subscription"',
    )
  })

  it('checks timestamps, ids and URLs', () => {
    const path = '/api/v1/timelines/home'
    expect(ok('GET', path, [f.status({ created_at: '2025-03-24T20:46:00Z' })])).toEqual([
      'GET /api/v1/timelines/home 200: /0/created_at must be an RFC 3339 timestamp with milliseconds and Z (2025-03-24T20:46:00.000Z) (got "2025-03-24T20:46:00Z")',
    ])
    expect(ok('GET', path, [f.status({ created_at: 'yesterday' })])[0]).toMatch(
      /\/0\/created_at must be an RFC 3339 timestamp/,
    )
    expect(ok('GET', path, [f.status({ id: '12' })])).toEqual([
      'GET /api/v1/timelines/home 200: /0/id must be a lower-case UUID (got "12")',
    ])
    expect(ok('GET', path, [f.status({ url: '/post/1' })])).toEqual([
      'GET /api/v1/timelines/home 200: /0/url must match format "uri" (got "/post/1")',
    ])
    expect(ok('GET', '/api/v1/notifications', [f.notification({ id: 42 })])).toEqual([
      'GET /api/v1/notifications 200: /0/id must be string (got integer)',
    ])
  })

  it('rejects a non-JSON or missing body where JSON is expected', () => {
    expect(ok('GET', '/api/v1/instance', 'hello')).toEqual(['GET /api/v1/instance 200: body is not JSON'])
    expect(ok('GET', '/api/v1/instance', undefined)).toEqual(['GET /api/v1/instance 200: must have a JSON body'])
  })
})

describe('statuses and bodies', () => {
  const loadPath = `${postPath}/load_conversation`

  it('requires 204 responses to have no body', () => {
    expect(ok('POST', loadPath, undefined, 204)).toEqual([])
    expect(ok('POST', loadPath, '', 204)).toEqual([])
    expect(ok('POST', loadPath, {}, 204)).toEqual([`POST ${loadPath} 204: must have no body`])
  })

  it('rejects a success status the contract does not name', () => {
    expect(ok('POST', loadPath, f.status())).toEqual([
      `POST ${loadPath} 200: unexpected status (contract of POST /api/v1/statuses/{id}/load_conversation: 204)`,
    ])
    expect(ok('POST', '/api/v1/accounts', f.credentialAccount())[0]).toMatch(/unexpected status/)
  })

  it('accepts CSV exports and the identicon image without parsing them', () => {
    expect(ok('GET', '/api/v1/settings/export_follows', 'bob@remote.example\n')).toEqual([])
    expect(ok('GET', '/api/v1/settings/export_followers', '')).toEqual([])
    expect(ok('GET', '/api/v1/settings/export_followers', ['bob'])).toEqual([
      'GET /api/v1/settings/export_followers 200: body must be text/csv text',
    ])
    expect(ok('GET', '/api/v1/accounts/identicon', Buffer.from([0x89, 0x50]))).toEqual([])
  })

  it('ignores paths outside the API and HEAD requests', () => {
    expect(ok('GET', '/feeds/users/alice', '<feed/>')).toEqual([])
    expect(ok('GET', '/assets/index.js', 'x')).toEqual([])
    expect(ok('HEAD', '/api/v1/instance', undefined)).toEqual([])
  })
})

describe('error bodies', () => {
  const err = (message: string) => ({ error: message, error_description: message })

  it('accepts Mitra error bodies on any endpoint', () => {
    expect(ok('GET', `${postPath}/thread`, err('post not found'), 404)).toEqual([])
    expect(ok('GET', '/api/v1/timelines/home', err('auth header is not present'), 401)).toEqual([])
    expect(ok('POST', '/api/v1/lists/1/accounts', JSON.stringify(err('user already added')), 422)).toEqual([])
  })

  it('rejects malformed error bodies', () => {
    expect(ok('GET', '/api/v1/timelines/home', { error: 'x' }, 401)).toEqual([
      "GET /api/v1/timelines/home 401: (body) must have required property 'error_description'",
    ])
    expect(ok('GET', '/api/v1/timelines/home', { message: 'x' }, 500)).toContain(
      "GET /api/v1/timelines/home 500: (body) must NOT have additional property 'message'",
    )
    expect(ok('GET', '/api/v1/timelines/home', { error: 'a', error_description: 'b' }, 400)).toEqual([
      'GET /api/v1/timelines/home 400: error and error_description must carry the same text',
    ])
    expect(ok('GET', '/api/v1/timelines/home', 'Unauthorized', 401)).toEqual([
      'GET /api/v1/timelines/home 401: error body must be JSON {error, error_description}',
    ])
  })

  it('accepts the plain-text answers of rate limiters and the payload limit', () => {
    expect(ok('POST', '/oauth/token', 'Too many requests, retry in 120s', 429)).toEqual([])
    expect(ok('POST', '/api/v1/media', 'A payload reached size limit.', 413)).toEqual([])
  })
})

describe('routing', () => {
  it('prefers literal segments over parameters', () => {
    expect(findRoute('GET', '/api/v1/accounts/verify_credentials')?.key).toBe('GET /api/v1/accounts/verify_credentials')
    expect(findRoute('GET', '/api/v1/accounts/relationships')?.key).toBe('GET /api/v1/accounts/relationships')
    expect(findRoute('GET', '/api/v1/accounts/identicon')?.key).toBe('GET /api/v1/accounts/identicon')
    expect(findRoute('GET', `/api/v1/accounts/${f.ids.alice}`)?.key).toBe('GET /api/v1/accounts/{id}')
    expect(findRoute('POST', '/api/v1/statuses/preview')?.key).toBe('POST /api/v1/statuses/preview')
    expect(findRoute('GET', `${postPath}/thread`)?.key).toBe('GET /api/v1/statuses/{id}/thread')
    expect(findRoute('PUT', `/api/v1/pleroma/statuses/${f.ids.post}/reactions/%F0%9F%91%8D`)?.key).toBe(
      'PUT /api/v1/pleroma/statuses/{id}/reactions/{content}',
    )
  })

  it('matches on the method and ignores a query string', () => {
    expect(findRoute('GET', '/api/v1/statuses')).toBeUndefined()
    expect(findRoute('GET', '/api/v1/timelines/home?limit=20')?.key).toBe('GET /api/v1/timelines/home')
    expect(findRoute('GET', '/api/v1/accounts/')).toBeUndefined()
  })

  it('reports unknown endpoints unless they were answered with a 404 error', () => {
    expect(ok('POST', '/api/v1/whatever', {})).toEqual(['no contract for POST /api/v1/whatever'])
    expect(ok('GET', '/oauth/authorize', '<html>')).toEqual(['no contract for GET /oauth/authorize'])
    expect(ok('POST', '/api/v1/whatever', { error: 'not found', error_description: 'not found' }, 404)).toEqual([])
    expect(ok('POST', '/api/v1/whatever', { message: 'Route not found' }, 404)).toEqual([
      'no contract for POST /api/v1/whatever',
    ])
  })

  // 111 method + path keys: the 109 calls of the client (those of 5.9 only are in docs/mitra-versions.md), of which
  // the identity claim has two paths (GET identity_proof at 3.21, GET identity_claim from 4.16.0, which 5.0.0 made
  // the only one), plus the identicon image.
  it('lists every endpoint once: the 109 calls of the client (the identity claim under both its 3.21 and its 4.16+ path) and the identicon', () => {
    const all = listContractEndpoints()
    expect(all).toHaveLength(111)
    expect(new Set(all).size).toBe(111)
    expect(all).toContain('GET /api/v1/statuses/{id}/thread')
    expect(all).toContain('GET /api/v1/accounts/identity_proof')
    expect(all).toContain('GET /api/v1/accounts/identity_claim')
  })
})
