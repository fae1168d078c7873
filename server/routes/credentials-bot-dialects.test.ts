import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp, errorOf, type TestApp } from '../test/helpers'

let t: TestApp | undefined
afterEach(() => t?.close())

const update = (app: TestApp, token: string, json: unknown) =>
  app.call('PATCH', '/api/v1/accounts/update_credentials', { token, json })

describe('the automated-account flag (`bot`) in update_credentials', () => {
  it('is stored and served on every Account on Mitra 5.9 (v5.9.1 AccountUpdateForm.bot sets the actor type)', async () => {
    t = createTestApp({ mitra: '5.9' })
    const { token, id } = await t.signUp('alice')
    const on = await update(t, token, { bot: true })
    expect(on.statusCode).toBe(200)
    expect(on.json().bot).toBe(true)
    expect((await t.call('GET', `/api/v1/accounts/${id}`)).json().bot).toBe(true)
    expect((await t.call('GET', '/api/v1/accounts/verify_credentials', { token })).json().bot).toBe(true)
    // Omitted: kept (partial update).
    expect((await update(t, token, { note: 'beep' })).json().bot).toBe(true)
    const off = await update(t, token, { bot: false })
    expect(off.json().bot).toBe(false)
    expect((await t.call('GET', `/api/v1/accounts/${id}`)).json().bot).toBe(false)
  })

  it('refuses a value that is not a boolean on Mitra 5.9, as serde does', async () => {
    t = createTestApp({ mitra: '5.9' })
    const { token } = await t.signUp('alice')
    const res = await update(t, token, { bot: 1 })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error).toMatch(/^Json deserialize error: invalid type: integer `1`, expected a boolean/)
  })

  it('is ignored on Mitra 3.21, whose AccountUpdateData has no `bot` and does not deny unknown keys', async () => {
    t = createTestApp()
    const { token, id } = await t.signUp('alice')
    const res = await update(t, token, { display_name: 'Alice', bot: true })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ display_name: 'Alice', bot: false })
    expect((await t.call('GET', `/api/v1/accounts/${id}`)).json().bot).toBe(false)
  })
})
