/**
 * Credentials of the demo accounts the `demo` seed creates (server/db/seed-content.ts).
 */
import { DEMO_PASSWORD_SUFFIX, LOCAL_PEOPLE } from '../../server/db/seed-content'
import { LOCKED_PERSON } from '../../server/db/seed-people'
import type { Instance } from './instance'

export interface Credentials {
  username: string
  password: string
}

export interface DemoAccounts {
  /** The instance administrator. */
  admin: Credentials
  /** A local member with the default role. */
  member: Credentials
  /** Every local demo account. */
  all: (Credentials & { role: string })[]
}

function credentials(username: string): Credentials {
  if (!LOCAL_PEOPLE.some((p) => p.username === username) && username !== LOCKED_PERSON.username)
    throw new Error(`the demo seed has no account "${username}"`)
  return { username, password: username + DEMO_PASSWORD_SUFFIX }
}

export function demoAccounts(_instance?: Instance): DemoAccounts {
  return {
    admin: credentials('admin'),
    member: credentials('alice'),
    all: [
      ...LOCAL_PEOPLE.map((p) => ({ ...credentials(p.username), role: p.role ?? 'user' })),
      { ...credentials(LOCKED_PERSON.username), role: 'user' },
    ],
  }
}
