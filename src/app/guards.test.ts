import { describe, expect, it } from 'vitest'
import { makeInstance, makeUser, roleWith } from '@/lib/testing/fixtures'
import { redirectFor, type Access } from './guards'

// Mitra's built-in roles (v3.21.0 and v5.9.1 Role::get_permissions): every `user` holds
// manage_subscription_options; only `read_only_user` (create_follow_request alone) lacks it.
const member = makeUser()
const readOnly = makeUser({}, [])
const admin = makeUser({}, ['create_post', 'delete_any_profile'])
const open = makeInstance({ allow_unauthenticated: { timeline_local: true }, federated_timeline_restricted: false })
const closed = makeInstance({ allow_unauthenticated: { timeline_local: false }, federated_timeline_restricted: true })

const go = (access: Access, user: typeof member | null, instance = open) => redirectFor(access, { instance, user })

describe('route access rules', () => {
  it('lets everyone into public screens', () => {
    expect(go('everyone', null)).toBeNull()
    expect(go('everyone', member)).toBeNull()
  })

  it('sends signed-in users away from guest-only screens to home', () => {
    expect(go('guest', null)).toBeNull()
    expect(go('guest', member)).toBe('/home')
  })

  it('lets members open the landing page to add another account', () => {
    expect(redirectFor('guest', { instance: open, user: member }, '?add-account')).toBeNull()
    expect(redirectFor('guest', { instance: open, user: member }, '?other=1')).toBe('/home')
    expect(redirectFor('guest', { instance: open, user: null }, '?add-account')).toBeNull()
    expect(redirectFor('member', { instance: open, user: null }, '?add-account')).toBe('/')
  })

  it('sends guests away from signed-in screens to the landing page', () => {
    expect(go('member', null)).toBe('/')
    expect(go('member', member)).toBeNull()
  })

  it('opens the local timeline to guests only when the instance allows it', () => {
    expect(go('local', null, open)).toBeNull()
    expect(go('local', null, closed)).toBe('/')
    expect(go('local', member, closed)).toBeNull()
  })

  it('opens the federated timeline to members when it is not restricted', () => {
    expect(go('federated', null, open)).toBe('/')
    expect(go('federated', member, open)).toBeNull()
  })

  it('keeps a restricted federated timeline for admins', () => {
    expect(go('federated', member, closed)).toBe('/home')
    expect(go('federated', admin, closed)).toBeNull()
  })

  it('assumes the federated restriction is on when the instance does not say', () => {
    const { federated_timeline_restricted: _, ...rest } = open
    const unknown = { ...rest }
    expect(go('federated', member, unknown)).toBe('/home')
    expect(go('federated', admin, unknown)).toBeNull()
  })

  it('reads permissions_names of newer servers for the admin exception', () => {
    // Mitra 5.9's admin role: `permissions` is the bitmask, the names are in permissions_names.
    const newer = makeUser({ role: roleWith(['delete_any_profile'], '5.9') })
    expect(go('federated', newer, closed)).toBeNull()
  })

  it('needs manage_subscription_options for subscription settings', () => {
    expect(go('subscription-settings', null)).toBe('/')
    expect(go('subscription-settings', readOnly)).toBe('/home')
    expect(go('subscription-settings', member)).toBeNull()
  })

  it('reads the permission from permissions_names at 5.9, where the bitmask has no bit for it', () => {
    // Mitra 5.9's user role sends the bitmask '0': only the names say it may manage subscriptions.
    expect(go('subscription-settings', makeUser({ role: roleWith(['create_post'], '5.9') }))).toBeNull()
    expect(go('subscription-settings', makeUser({ role: roleWith([], '5.9') }))).toBe('/home')
  })
})
