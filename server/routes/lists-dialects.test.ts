/** Custom feeds (lists) as each Mitra release takes and gives them; each case names its source. */
import { afterEach, describe, expect, it } from 'vitest'
import type { MitraDialect } from '../dialect'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp
let token: string
afterEach(() => t.close())

const open = async (mitra: MitraDialect) => {
  t = createTestApp({ mitra })
  token = (await t.signUp('owner')).token
}
const form = (body: string) => ({ body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
const create = (opts: { json?: unknown; body?: string; headers?: Record<string, string> }) =>
  t.call('POST', '/api/v1/lists', { token, ...opts })

describe('list ids', () => {
  // v3.21.0 src/mastodon_api/lists/types.rs: List.id is i32.
  it('are numbers at 3.21', async () => {
    await open('3.21')
    const list = (await create({ json: { title: 'Friends' } })).json()
    expect(list.id).toBeTypeOf('number')
    expect((await t.call('GET', '/api/v1/lists', { token })).json()[0].id).toBe(list.id)
  })

  // v5.9.1 mitra_api/src/mastodon_api/lists/types.rs: List.id is a String (since 4.18.0).
  it('are strings of digits at 5.9, and the path still takes the number', async () => {
    await open('5.9')
    const list = (await create({ json: { title: 'Friends' } })).json()
    expect(list.id).toMatch(/^\d+$/)
    expect((await t.call('GET', `/api/v1/lists/${list.id}`, { token })).json()).toMatchObject({
      id: list.id,
      title: 'Friends',
    })
  })
})

describe('creating and renaming', () => {
  // v3.21.0 src/mastodon_api/lists/views.rs: create_list takes web::Json<ListData>.
  it('3.21 creates from JSON only', async () => {
    await open('3.21')
    const res = await create(form('title=Friends'))
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('Content type error')
  })

  // v5.9.1 mitra_api/src/mastodon_api/lists/views.rs: create_list takes JsonOrForm<ListForm> (since 4.18.0).
  it('5.9 creates from a form too', async () => {
    await open('5.9')
    const res = await create(form('title=Friends'))
    expect(res.statusCode).toBe(200)
    expect(res.json().title).toBe('Friends')
  })

  // update_list takes web::Json in both (v3.21.0 src/mastodon_api/lists/views.rs, v5.9.1 mitra_api/src/mastodon_api/lists/views.rs).
  it.each(['3.21', '5.9'] as const)('%s renames from JSON only', async (mitra) => {
    await open(mitra)
    const { id } = (await create({ json: { title: 'Friends' } })).json()
    const res = await t.call('PUT', `/api/v1/lists/${id}`, { token, ...form('title=Pals') })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('Content type error')
    expect((await t.call('PUT', `/api/v1/lists/${id}`, { token, json: { title: 'Pals' } })).json().title).toBe('Pals')
  })

  // web::Path<i32> in both.
  it.each(['3.21', '5.9'] as const)('%s refuses a path that is not a number', async (mitra) => {
    await open(mitra)
    const res = await t.call('GET', '/api/v1/lists/abc', { token })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error_description).toBe('Path deserialize error: invalid digit found in string')
  })
})

describe('adding members', () => {
  const setUp = async (mitra: MitraDialect) => {
    await open(mitra)
    const other = await t.signUp('friend')
    const { id } = (await create({ json: { title: 'Friends' } })).json()
    return { path: `/api/v1/lists/${id}/accounts`, member: other.id }
  }

  // v3.21.0 src/mastodon_api/lists/types.rs: ListAccountsData.account_ids has the serde alias "account_ids[]"; views.rs takes web::Json.
  it('3.21 takes JSON, under account_ids or account_ids[], and no form', async () => {
    const { path, member } = await setUp('3.21')
    expect((await t.call('POST', path, { token, json: { 'account_ids[]': [member] } })).statusCode).toBe(200)
    const formed = await t.call('POST', path, { token, ...form(`account_ids[]=${member}`) })
    expect(formed.statusCode).toBe(400)
    expect(errorOf(formed).error_description).toBe('Content type error')
  })

  // v5.9.1 mitra_api/src/mastodon_api/lists/views.rs: JsonOrQsForm<ListAccountsForm> (since 4.19.0, the alias gone).
  it('5.9 takes JSON account_ids or a form of account_ids[], and not the old JSON alias', async () => {
    const { path, member } = await setUp('5.9')
    const alias = await t.call('POST', path, { token, json: { 'account_ids[]': [member] } })
    expect(alias.statusCode).toBe(400)
    expect(errorOf(alias).error_description).toBe('Json deserialize error: missing field `account_ids`')
    expect((await t.call('POST', path, { token, ...form(`account_ids[]=${member}`) })).statusCode).toBe(200)
    await t.call('DELETE', `${path}?account_ids[]=${member}`, { token })
    expect((await t.call('POST', path, { token, json: { account_ids: [member] } })).statusCode).toBe(200)
  })
})
