import { afterEach, describe, expect, it } from 'vitest'
import { MITRA_DIALECTS, type MitraDialect } from '../dialect'
import { createTestApp, type TestApp } from '../test/helpers'

let t: TestApp
afterEach(() => t.close())

const text = '> quote\n\n~~gone~~'
const expected: Record<MitraDialect, string> = {
  '3.21': '<p>&gt;quote</p><p>~~gone~~</p>',
  '5.9': '<blockquote><p>quote</p></blockquote><p><del>gone</del></p>',
}

describe.each(MITRA_DIALECTS)('post Markdown on the %s dialect', (mitra) => {
  it('renders quotes and strikethrough as that Mitra does, in posts, edits and the preview', async () => {
    t = createTestApp({ mitra })
    const alice = await t.signUp('alice')
    const json = { status: text, content_type: 'text/markdown' }
    const res = await t.call('POST', '/api/v1/statuses', { token: alice.token, json })
    expect(res.statusCode, res.body).toBe(200)
    const post = res.json() as { id: string; content: string }
    expect(post.content).toBe(expected[mitra])

    const edit = await t.call('PUT', `/api/v1/statuses/${post.id}`, { token: alice.token, json })
    expect(edit.statusCode, edit.body).toBe(200)
    expect((edit.json() as { content: string }).content).toBe(expected[mitra])

    const preview = await t.call('POST', '/api/v1/statuses/preview', { token: alice.token, json })
    expect(preview.statusCode, preview.body).toBe(200)
    expect((preview.json() as { content: string }).content).toBe(expected[mitra])
  })
})
