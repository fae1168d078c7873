/**
 * A language per post (Mitra 3.23.0) and the shared posting defaults (4.17.0), as each release
 * takes them; each case names its source.
 */
import { describe, expect, it } from 'vitest'
import { dialectApps, errorOf } from '../test/helpers'
import { created, postStatus } from '../test/posts'

const start = dialectApps()
const credentials = (app: ReturnType<typeof start>, token: string, json: Record<string, unknown>) =>
  app.call('PATCH', '/api/v1/accounts/update_credentials', { token, json })

describe("a post's language", () => {
  // v3.21.0 src/mastodon_api/statuses/types.rs: StatusData has no `language` and does not deny
  // unknown fields; Status has no `language` field.
  it('3.21 ignores language on create and edit and does not serialize it', async () => {
    const app = start('3.21')
    const alice = await app.signUp('alice')
    const post = await created(app, alice.token, { status: 'Bonjour', language: 'fr' })
    expect(post).not.toHaveProperty('language')
    expect((await postStatus(app, alice.token, { status: 'x', language: 'french' })).statusCode).toBe(200)
    const edited = await app.call('PUT', `/api/v1/statuses/${post.id}`, {
      token: alice.token,
      json: { status: 'Salut', language: 'nonsense' },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).not.toHaveProperty('language')
  })

  // v5.9.1 statuses/types.rs StatusCreateForm::language, Status.language (to_639_1).
  it('5.9 stores the language given, serves it, and null without one', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const post = await created(app, alice.token, { status: 'Bonjour', language: 'fr' })
    expect(post.language).toBe('fr')
    expect((await app.call('GET', `/api/v1/statuses/${post.id}`)).json().language).toBe('fr')
    const plain = await created(app, alice.token, { status: 'Hello' })
    expect(plain.language).toBeNull()
  })

  // statuses/utils.rs parse_language_code: Language::from_639_1 or "invalid ISO 639-1 code".
  it.each(['french', 'FR', 'fr-CA', 'xx', ''])('5.9 refuses the language %j', async (language) => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const res = await postStatus(app, alice.token, { status: 'Bonjour', language })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error).toBe('invalid ISO 639-1 code')
  })

  // edit_status: PostUpdateData.language is the form's, so an edit without it clears the language.
  it('5.9 replaces the language on edit, and an edit without one clears it', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const post = await created(app, alice.token, { status: 'Bonjour', language: 'fr' })
    const edit = (json: Record<string, unknown>) =>
      app.call('PUT', `/api/v1/statuses/${post.id}`, { token: alice.token, json })
    expect((await edit({ status: 'Hallo', language: 'de' })).json().language).toBe('de')
    const refused = await edit({ status: 'Hallo', language: 'deu' })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).error).toBe('invalid ISO 639-1 code')
    expect((await edit({ status: 'Hallo' })).json().language).toBeNull()
  })
})

describe('the shared posting defaults', () => {
  // v3.21.0 accounts/types.rs: Source has note and fields only; AccountUpdateData ignores `source`;
  // the router has no /api/v1/preferences.
  it('3.21 ignores source in update_credentials, serves no defaults and has no preferences', async () => {
    const app = start('3.21')
    const alice = await app.signUp('alice')
    const res = await credentials(app, alice.token, { source: { privacy: 'private', language: 'xx' } })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json().source).sort()).toEqual(['fields', 'note'])
    expect((await app.call('GET', '/api/v1/preferences', { token: alice.token })).statusCode).toBe(404)
  })

  // v5.9.1 accounts/types.rs AccountSourceData::update_shared_client_config, AccountSource;
  // preferences/types.rs Preferences.
  it('5.9 stores privacy and language, serves them in source and preferences, keeps what is omitted', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const before = (await app.call('GET', '/api/v1/preferences', { token: alice.token })).json()
    expect(before).toEqual({
      'posting:default:visibility': 'public',
      'posting:default:sensitive': false,
      'posting:default:language': null,
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
    })
    const res = await credentials(app, alice.token, { source: { privacy: 'private', language: 'de' } })
    expect(res.json().source).toMatchObject({ privacy: 'private', sensitive: false, language: 'de' })
    const kept = await credentials(app, alice.token, { source: { privacy: 'subscribers' } })
    expect(kept.json().source).toMatchObject({ privacy: 'subscribers', language: 'de' })
    const prefs = (await app.call('GET', '/api/v1/preferences', { token: alice.token })).json()
    expect(prefs['posting:default:visibility']).toBe('subscribers')
    expect(prefs['posting:default:language']).toBe('de')
    const verified = await app.call('GET', '/api/v1/accounts/verify_credentials', { token: alice.token })
    expect(verified.json().source).toMatchObject({ privacy: 'subscribers', language: 'de' })
  })

  // visibility_from_str ("unlisted" is public), then only public, private or subscribers.
  it.each([
    ['direct', 'invalid default visibility'],
    ['conversation', 'invalid default visibility'],
    ['everyone', 'invalid visibility parameter'],
  ])('5.9 refuses the default visibility %s, changing nothing', async (privacy, message) => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const res = await credentials(app, alice.token, { display_name: 'Changed', source: { privacy } })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error).toBe(message)
    const me = (await app.call('GET', '/api/v1/accounts/verify_credentials', { token: alice.token })).json()
    expect(me.display_name).not.toBe('Changed')
    expect(me.source.privacy).toBe('public')
    const unlisted = await credentials(app, alice.token, { source: { privacy: 'unlisted' } })
    expect(unlisted.json().source.privacy).toBe('public')
  })

  it('5.9 refuses a default language that is not ISO 639-1', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const res = await credentials(app, alice.token, { source: { language: 'English' } })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).error).toBe('invalid ISO 639-1 code')
  })

  it('5.9 preferences need a signed-in member', async () => {
    const app = start('5.9')
    expect((await app.call('GET', '/api/v1/preferences')).statusCode).toBe(401)
  })
})
