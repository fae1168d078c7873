/**
 * Credentials of the demo accounts the `demo` seed creates (server/db/seed.ts).
 */
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
}

// Placeholder until the seed lands; replaced by the seed's own constants.
export function demoAccounts(_instance: Instance): DemoAccounts {
  return {
    admin: { username: 'admin', password: 'admin' },
    member: { username: 'alice', password: 'alice' },
  }
}
