/** What the groups dialect tests share: one app per test, its first member `owner`, and the calls. */
import type { MitraDialect } from '../dialect'
import { dialectApps, type TestApp } from './helpers'

export const MISSING = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a99'

export type GroupAccount = {
  id: string
  username: string
  acct: string
  note: string
  is_group?: boolean
  display_name: string
}
export type GroupStatus = { id: string; in_reply_to_id: string | null; group?: GroupAccount | null }

export function groupsApp() {
  const start = dialectApps()
  let current: TestApp | undefined
  // The app of the running test, started by `open`.
  const t = new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error('open(mitra) first')
      const value: unknown = Reflect.get(current, key)
      return typeof value === 'function' ? value.bind(current) : value
    },
  })
  const open = async (mitra: MitraDialect) => {
    current = start(mitra)
    return current.signUp('owner')
  }
  const createGroup = (token: string, json: unknown) => t.call('POST', '/api/v1/groups', { token, json })
  const newGroup = async (
    token: string,
    name = 'readers',
    description: string | null = 'We read\nhttps://example.com',
  ) => (await createGroup(token, description === null ? { name } : { name, description })).json() as GroupAccount
  const post = (token: string, json: Record<string, unknown>) => t.call('POST', '/api/v1/statuses', { token, json })
  const followed = async (token: string, query = '') =>
    ((await t.call('GET', `/api/v1/groups/followed${query}`, { token })).json() as GroupAccount[]).map(
      (g) => g.username,
    )
  return { t, open, createGroup, newGroup, post, followed }
}
