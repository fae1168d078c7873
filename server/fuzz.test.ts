import { connect } from 'node:net'
import { join } from 'node:path'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from './contract/endpoints'
import { seedDemo } from './db/seed'
import { createTestApp, type TestApp } from './test/helpers'

/**
 * Malformed requests across every endpoint of the contract, from a fixed seed: wrong types,
 * missing and extra fields, huge values, bad Unicode, bad ids, bad tokens, odd query arrays.
 * No answer may be a 5xx (contract validation is on, so every 4xx body is also checked to be
 * Mitra's error shape), the server must keep answering, and the database must stay intact.
 */

// PARLEY_FUZZ_SEED / PARLEY_FUZZ_REQUESTS explore further than the fixed run does.
const REQUESTS = Number(process.env.PARLEY_FUZZ_REQUESTS ?? 10_400)
const SEED = Number(process.env.PARLEY_FUZZ_SEED ?? 0x5eed_f022)

/** mulberry32: small, fast, deterministic. */
function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T
  return { next, int, pick, chance: (p: number) => next() < p }
}

type Random = ReturnType<typeof prng>

const HUGE = 'x'.repeat(1024 * 1024)
/** Nesting deeper than any parser's stack would take if it recursed. */
const DEEP = 100_000
/** Over 1 MiB of `[{},{},…]`. */
const FLOOD = `[${'{},'.repeat(400_000)}{}]`
const LONG = 'é'.repeat(20_000)
const NUL = 'a\u0000b'
const LONE_SURROGATE = 'a\ud800b'
const BAD_UTF8 = Buffer.from([
  0x7b, 0x22, 0x73, 0x74, 0x61, 0x74, 0x75, 0x73, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
]) // {"status":"<bad>"}

const FIELDS = [
  'account_ids',
  'authentication_method',
  'chain_id',
  'choices',
  'choices[]',
  'code',
  'content_type',
  'did',
  'display_name',
  'fields_attributes',
  'file',
  'followers_csv',
  'from_actor_id',
  'grant_type',
  'in_reply_to_id',
  'invite_code',
  'locked',
  'media_ids',
  'media_ids[]',
  'media_type',
  'mention_policy',
  'message',
  'note',
  'notifications',
  'notifications[last_read_id]',
  'password',
  'old_password',
  'new_password',
  'payout_address',
  'poll',
  'poll[expires_in]',
  'poll[multiple]',
  'poll[options]',
  'poll[options][]',
  'proof_type',
  'quote_id',
  'reblogs',
  'replies',
  'sensitive',
  'signature',
  'status',
  'title',
  'type',
  'username',
  'visibility',
  'token',
  'description',
  'price',
  'sender_address',
  'recipient_id',
  'duration',
  'client_id',
  'scope',
  'value',
  'alias',
  'acct',
  'spoiler_text',
  'language',
  'scheduled_at',
  'idempotency',
  '__proto__',
  'constructor',
]

const QUERY_KEYS = [
  'limit',
  'max_id',
  'min_id',
  'since_id',
  'acct',
  'q',
  'id',
  'id[]',
  'id[0]',
  'resolve',
  'local',
  'only_media',
  'pinned',
  'exclude_replies',
  'exclude_reblogs',
  'type',
  'types[]',
  'exclude_types[]',
  'timeline',
  'timeline[]',
  'offset',
  'input',
  'include_expired',
  'sender',
  'recipient',
  'sender_id',
  'recipient_id',
  'proof_type',
  'did',
  'signer',
  'authentication_method',
]

const QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1',
  '20',
  '201',
  '1e3',
  '0x10',
  '99999999999999999999999',
  'true',
  'false',
  'yes',
  'null',
  '%00',
  '%FF',
  '65536',
  '4294967296',
  '9007199254740993',
  '18446744073709551616',
  '-9223372036854775809',
  '1e309',
  'NaN',
  'Infinity',
  '%ED%A0%80',
  '%E2%9C%93',
  'a%26b%3Dc',
  '..%2F..%2Fetc',
  '00000000-0000-0000-0000-000000000000',
  '01900000-0000-7000-8000-000000000000',
  'not-a-uuid',
  '@alice',
  'alice@remote.example',
  '%20',
  'x'.repeat(3000),
  '[]',
  '{}',
]

function hostileValue(r: Random, ids: readonly string[], depth = 0): unknown {
  switch (r.int(depth > 1 ? 16 : 20)) {
    case 0:
      return null
    case 1:
      return r.pick([0, -1, 1, 1.5, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 2 ** 64, 1e21, 1e308, -1e308, 5e-324, 201, 65536])
    case 2:
      return r.pick([true, false])
    case 3:
      return ''
    case 4:
      return r.chance(0.15) ? HUGE : LONG
    case 5:
      return NUL
    case 6:
      return LONE_SURROGATE
    case 7:
      return r.pick(ids)
    case 8:
      return r.pick([
        'not-a-uuid',
        '-5',
        '18446744073709551616',
        '00000000-0000-0000-0000-000000000000',
        '../../etc/passwd',
        '<script>alert(1)</script>',
      ])
    case 9:
      return r.pick([
        'public',
        'private',
        'direct',
        'subscribers',
        'conversation',
        'password',
        'none',
        'only_known',
        'eip4361',
      ])
    case 10:
      return 'hello @alice #tag :blobcat: https://example.com'
    case 11:
      return Buffer.from(r.pick(['', 'aGVsbG8=', '!!!notbase64', 'iVBORw0KGgo='])).toString()
    case 12:
      return 'a,b\n"c\nd'
    case 13:
      return '\u202e\ufeff\u0007'
    case 14:
      return String(r.int(1e9))
    case 15:
      return r.pick(ids).toUpperCase()
    case 16:
      return Array.from({ length: r.int(4) }, () => hostileValue(r, ids, depth + 1))
    case 17:
      return r.chance(0.5) ? Array.from({ length: 1000 }, (_, i) => i) : [[[]]]
    case 18:
      return hostileObject(r, ids, depth + 1)
    default:
      return { __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } }
  }
}

function hostileObject(r: Random, ids: readonly string[], depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (let i = r.int(6); i > 0; i--)
    out[r.chance(0.9) ? r.pick(FIELDS) : `extra_${r.int(100)}`] = hostileValue(r, ids, depth)
  return out
}

type Fuzzed = {
  method: InjectOptions['method']
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

function pathParam(r: Random, ids: readonly string[]): string {
  return r.pick([
    () => r.pick(ids),
    () => encodeURIComponent(r.pick(ids).toUpperCase()),
    () => 'not-a-uuid',
    () => '-1',
    () => '184467440737095516150000',
    () => '%00',
    () => '%FF%FE',
    () => '%ED%A0%80',
    () => '%E2%9C%93',
    () => encodeURIComponent('🎉'),
    () => 'x'.repeat(2000),
    () => '%2F',
    () => '00000000-0000-0000-0000-000000000000',
    () => String(r.int(1000)),
  ])()
}

function query(r: Random): string {
  if (r.chance(0.3)) return ''
  const parts: string[] = []
  for (let i = 1 + r.int(4); i > 0; i--) {
    const key = r.pick(QUERY_KEYS)
    const value = r.pick(QUERY_VALUES)
    parts.push(`${encodeURIComponent(key)}=${value}`)
    if (r.chance(0.15)) parts.push(`${encodeURIComponent(key)}=${r.pick(QUERY_VALUES)}`)
  }
  if (r.chance(0.05)) parts.push('%=%', '&&', '=x', 'a[b][c]=d')
  return `?${parts.join('&')}`
}

function auth(r: Random, tokens: readonly string[]): Record<string, string> {
  return r.pick([
    () => ({ authorization: `Bearer ${r.pick(tokens)}` }),
    () => ({ authorization: `Bearer ${r.pick(tokens)}` }),
    () => ({}),
    () => ({ authorization: 'Bearer not-a-token' }),
    () => ({ authorization: 'Bearer ' }),
    () => ({ authorization: 'Basic YWxpY2U6cGFzcw==' }),
    () => ({ authorization: `Bearer ${'A'.repeat(8000)}` }),
    () => ({ authorization: `bearer ${r.pick(tokens)}` }),
    () => ({ authorization: `Bearer ${r.pick(tokens)}\u00ff` }),
  ])()
}

function body(r: Random, ids: readonly string[]): { headers: Record<string, string>; payload?: string | Buffer } {
  const json = { 'content-type': 'application/json' }
  const form = { 'content-type': 'application/x-www-form-urlencoded' }
  return r.pick([
    () => ({ headers: {} }),
    () => ({ headers: json, payload: JSON.stringify(hostileObject(r, ids)) }),
    () => ({ headers: json, payload: JSON.stringify(hostileObject(r, ids)) }),
    () => ({ headers: json, payload: JSON.stringify(hostileValue(r, ids)) }),
    () => ({
      headers: json,
      payload: r.pick([
        '{',
        '{"status":',
        '[1,2',
        '"unterminated',
        'nul\u0000l',
        '{"a":1}{"b":2}',
        '{"status":"\\ud800"}',
        '{"__proto__":{"x":1}}',
        ' ',
        '1e999999',
      ]),
    }),
    () => ({ headers: json, payload: BAD_UTF8 }),
    // Numbers past every integer type, written out so that no serialiser rounds them first.
    () => ({
      headers: json,
      payload: `{"${r.pick(FIELDS)}":${r.pick(['99999999999999999999999', '-99999999999999999999999', '18446744073709551616', '1e999', '-0', '0.1e-999999'])}}`,
    }),
    // Deeply nested, and a flood of small values: refused without holding the server.
    () => ({
      headers: json,
      payload: r.chance(0.5)
        ? `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`
        : `{"status":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}}`,
    }),
    () => ({ headers: json, payload: FLOOD }),
    () => ({
      headers: form,
      payload: new URLSearchParams(
        Object.entries(hostileObject(r, ids)).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString(),
    }),
    () => ({
      headers: form,
      payload: r.pick([
        '%',
        '%ZZ=1',
        'a=%FF%FE',
        'status=%ED%A0%80',
        'media_ids[]=x&media_ids[]=y&media_ids=z',
        '=&=&=',
        'a'.repeat(50_000),
      ]),
    }),
    () => ({
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--xyz--',
    }),
    () => ({ headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
    () => ({ headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{"status":"\u00e9"}' }),
    () => ({ headers: { 'content-type': 'image/png' }, payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }),
    () => ({ headers: { 'content-type': '' }, payload: '{}' }),
  ])()
}

function fuzzed(r: Random, key: string, ids: readonly string[], tokens: readonly string[]): Fuzzed {
  const [method = 'GET', template = '/'] = key.split(' ')
  const path = template.replace(/\{[^}]+\}/g, () => pathParam(r, ids))
  const headers: Record<string, string> = { ...auth(r, tokens) }
  if (method === 'GET') return { method: method as Fuzzed['method'], url: path + query(r), headers }
  const b = body(r, ids)
  return {
    method: method as Fuzzed['method'],
    url: path + (r.chance(0.2) ? query(r) : ''),
    headers: { ...headers, ...b.headers },
    payload: b.payload,
  }
}

/** Sends raw bytes to the listening server and resolves with whatever it answers (or '' on close). */
function raw(port: number, bytes: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let out = ''
    socket.setTimeout(3000, () => socket.destroy())
    socket.on('data', (d) => (out += d.toString('latin1')))
    socket.on('close', () => resolve(out))
    socket.on('error', () => resolve(out))
    socket.end(bytes)
  })
}

describe('fuzz', () => {
  let t: TestApp
  let ids: string[] = []
  const tokens: string[] = []

  beforeAll(async () => {
    t = createTestApp()
    const db = t.app.parley.db
    seedDemo(db, { mediaDir: join(t.dataDir, 'media') })
    const pick = (sql: string) => (db.prepare(sql).all() as { id: string | number }[]).map((row) => String(row.id))
    ids = [
      ...pick('SELECT id FROM posts ORDER BY id DESC LIMIT 15'),
      ...pick('SELECT id FROM accounts LIMIT 10'),
      ...pick('SELECT id FROM media_attachments LIMIT 3'),
      ...pick('SELECT id FROM lists LIMIT 3'),
      ...pick('SELECT id FROM invoices LIMIT 2'),
      ...pick('SELECT post_id AS id FROM polls LIMIT 3'),
    ]
    for (const name of ['alice', 'admin', 'reader']) {
      const res = await t.call('POST', '/oauth/token', {
        json: { grant_type: 'password', username: name, password: `${name}-demo-pass` },
      })
      tokens.push(res.json().access_token as string)
    }
  }, 60_000)
  afterAll(() => t.close())

  it(`answers ${REQUESTS} malformed requests across every endpoint without a 5xx`, async () => {
    const r = prng(SEED)
    const keys = Object.keys(endpoints)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    for (let i = 0; i < REQUESTS; i++) {
      const key = keys[i % keys.length] ?? ''
      const req = fuzzed(r, key, ids, tokens)
      const res = await t.app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload })
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
      if (res.statusCode >= 500) {
        const payload =
          typeof req.payload === 'string'
            ? req.payload.slice(0, 200)
            : req.payload
              ? `<${req.payload.length} bytes>`
              : ''
        failures.push(
          `#${i} ${req.method} ${req.url.slice(0, 200)} ${JSON.stringify(req.headers).slice(0, 200)} ${payload} -> ${res.statusCode} ${res.body.slice(0, 300)}`,
        )
      }
    }
    expect(failures.slice(0, 40)).toEqual([])
    // Sanity: the fuzz reached both the handlers' successes and their refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500)
  }, 180_000)

  it('answers every body encoding on every route that takes a body without a 5xx', async () => {
    const encodings: { name: string; headers: Record<string, string>; payload?: string }[] = [
      { name: 'none', headers: {} },
      { name: 'empty JSON', headers: { 'content-type': 'application/json' }, payload: '' },
      { name: 'JSON', headers: { 'content-type': 'application/json' }, payload: '{}' },
      { name: 'JSON array', headers: { 'content-type': 'application/json' }, payload: '[]' },
      { name: 'form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' },
      {
        name: 'multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--',
      },
      { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
      { name: 'text', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { name: 'octets', headers: { 'content-type': 'application/octet-stream' }, payload: 'hello' },
      {
        name: 'over 1 MiB',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ status: HUGE }),
      },
    ]
    const failures: string[] = []
    let sent = 0
    for (const key of Object.keys(endpoints)) {
      const [method = 'GET', template = '/'] = key.split(' ')
      if (method === 'GET') continue
      const url = template.replace(/\{[^}]+\}/g, () => ids[0] ?? 'x')
      for (const encoding of encodings) {
        for (const token of [tokens[0], undefined]) {
          const headers = { ...encoding.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }
          const res = await t.app.inject({
            method: method as Fuzzed['method'],
            url,
            headers,
            payload: encoding.payload,
          })
          sent++
          if (res.statusCode >= 500)
            failures.push(
              `${key} ${encoding.name}${token ? '' : ' (no token)'} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
            )
        }
      }
    }
    expect(failures).toEqual([])
    const withBody = Object.keys(endpoints).filter((key) => !key.startsWith('GET ')).length
    expect(withBody).toBeGreaterThan(40)
    expect(sent).toBe(withBody * encodings.length * 2)
  }, 180_000)

  it('survives malformed HTTP on a real socket and still answers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const attacks: (string | Buffer)[] = [
      'GARBAGE\r\n\r\n',
      'GET /api/v1/instance HTTP/9.9\r\n\r\n',
      `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/v1/instance HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
      'POST /api/v1/statuses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      'POST /api/v1/statuses HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nContent-Length: 20\r\n\r\n{}',
      'POST /oauth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"grant_type":',
      Buffer.from([
        0x47, 0x45, 0x54, 0x20, 0x2f, 0xff, 0xfe, 0x20, 0x48, 0x54, 0x54, 0x50, 0x2f, 0x31, 0x2e, 0x31, 0x0d, 0x0a,
        0x0d, 0x0a,
      ]),
      'GET /api/v1/accounts/%ED%A0%80 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ]
    for (const bytes of attacks) {
      const answer = await raw(port, bytes)
      expect(answer.startsWith('HTTP/1.1 5'), answer.slice(0, 120)).toBe(false)
    }
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/instance`)
    expect(res.status).toBe(200)
  }, 60_000)

  it('leaves a healthy database and a server that still answers', async () => {
    const instance = await t.app.inject({ method: 'GET', url: '/api/v1/instance' })
    expect(instance.statusCode).toBe(200)
    const db = t.app.parley.db
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(db.pragma('foreign_key_check')).toEqual([])
  })
})
