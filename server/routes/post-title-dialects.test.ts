/**
 * A post's title (Mitra 5.6.0), as each release takes it; each case names its source.
 */
import { describe, expect, it } from 'vitest'
import { dialectApps, errorOf } from '../test/helpers'
import { created, postStatus } from '../test/posts'

const start = dialectApps()

describe("a post's title", () => {
  // v3.21.0 src/mastodon_api/statuses/types.rs: StatusData and StatusUpdateData have no `title`
  // and do not deny unknown fields; Status and StatusSource have no `title` field.
  it('3.21 ignores title on create and edit, whatever its value, and serializes none', async () => {
    const app = start('3.21')
    const alice = await app.signUp('alice')
    const post = await created(app, alice.token, { status: 'Body', title: 'x'.repeat(400) })
    expect(post).not.toHaveProperty('title')
    expect(post.content).toBe('<p>Body</p>')
    expect((await postStatus(app, alice.token, { status: 'x', title: 42 })).statusCode).toBe(200)
    const edited = await app.call('PUT', `/api/v1/statuses/${post.id}`, {
      token: alice.token,
      json: { status: 'Edited', title: 'A title' },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).not.toHaveProperty('title')
    const source = await app.call('GET', `/api/v1/statuses/${post.id}/source`, { token: alice.token })
    expect(source.json()).not.toHaveProperty('title')
  })

  // v5.9.1 statuses/types.rs StatusCreateForm::title, Status.title (null without one) and
  // get_full_content (`<h1>{title}</h1>` before the content); StatusSource.title.
  it('5.9 stores the title, serves it and puts it before the content, null without one', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const post = await created(app, alice.token, { status: 'Body', title: 'Fish & chips <3' })
    expect(post.title).toBe('Fish & chips <3')
    expect(post.content).toBe('<h1>Fish &amp; chips &lt;3</h1><p>Body</p>')
    expect((await app.call('GET', `/api/v1/statuses/${post.id}`)).json().title).toBe('Fish & chips <3')
    const source = await app.call('GET', `/api/v1/statuses/${post.id}/source`, { token: alice.token })
    expect(source.json().title).toBe('Fish & chips <3')
    const plain = await created(app, alice.token, { status: 'Hello' })
    expect(plain.title).toBeNull()
    expect(plain.content).toBe('<p>Hello</p>')
  })

  // mitra_validators/src/posts.rs validate_title: `chars().count() > TITLE_LENGTH_MAX` (300), since
  // 5.9.0 ("Fixed incorrect validation of titles with multibyte characters", bf2ee14e); no other
  // check, so the empty title is stored. MastodonError::ValidationError: 400.
  it('5.9 counts characters, not bytes, refuses 301 and keeps an empty title', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const longest = await created(app, alice.token, { status: 'x', title: '文'.repeat(300) })
    expect(longest.title).toBe('文'.repeat(300))
    expect((await created(app, alice.token, { status: 'x', title: '😀'.repeat(300) })).title).toHaveLength(600)
    const refused = await postStatus(app, alice.token, { status: 'x', title: 'a'.repeat(301) })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).error).toBe('title is too long')
    const empty = await created(app, alice.token, { status: 'x', title: '' })
    expect(empty.title).toBe('')
    expect(empty.content).toBe('<h1></h1><p>x</p>')
    const typed = await postStatus(app, alice.token, { status: 'x', title: 42 })
    expect(typed.statusCode).toBe(400)
    expect(errorOf(typed).error).toMatch(/^Json deserialize error: invalid type/)
  })

  // create_status: no rule keeps titles off replies (only incoming remote replies lose theirs,
  // mitra_activitypub handlers/note.rs get_object_content).
  it('5.9 takes a title on a reply', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const post = await created(app, alice.token, { status: 'Top' })
    const reply = await created(app, alice.token, { status: 'Reply', in_reply_to_id: post.id, title: 'Re' })
    expect(reply.title).toBe('Re')
  })

  // edit_status: PostUpdateData.title is the form's, so an edit without it clears the title;
  // validate_post_update_data checks it as on create.
  it('5.9 replaces the title on edit, refuses a long one, and an edit without one clears it', async () => {
    const app = start('5.9')
    const alice = await app.signUp('alice')
    const post = await created(app, alice.token, { status: 'Body', title: 'First' })
    const edit = (json: Record<string, unknown>) =>
      app.call('PUT', `/api/v1/statuses/${post.id}`, { token: alice.token, json })
    const renamed = (await edit({ status: 'Body', title: 'Second' })).json()
    expect(renamed.title).toBe('Second')
    expect(renamed.content).toBe('<h1>Second</h1><p>Body</p>')
    const refused = await edit({ status: 'Body', title: 'é'.repeat(301) })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).error).toBe('title is too long')
    const cleared = (await edit({ status: 'Body' })).json()
    expect(cleared.title).toBeNull()
    expect(cleared.content).toBe('<p>Body</p>')
  })
})
