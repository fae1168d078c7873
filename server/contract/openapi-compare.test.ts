import { describe, expect, it } from 'vitest'
import { compareWithOpenApi, normalisePath } from './openapi-compare'

const tag = (properties: Record<string, unknown>) => ({
  components: { schemas: { Tag: { type: 'object', properties } } },
})
const entityDiffs = (doc: Parameters<typeof compareWithOpenApi>[0], map: Record<string, string> = { Tag: 'Tag' }) =>
  compareWithOpenApi(doc, map).filter((d) => !d.startsWith('endpoint-only-in-contract'))

describe('compareWithOpenApi', () => {
  it('finds nothing when the schemas agree', () => {
    expect(entityDiffs(tag({ name: { type: 'string' }, url: { type: 'string' } }))).toEqual([])
  })

  it('reports missing and extra properties', () => {
    expect(entityDiffs(tag({ name: { type: 'string' }, count: { type: 'integer' } }))).toEqual([
      'extra Tag.url',
      'missing Tag.count',
    ])
  })

  it('reports incompatible types, nullability and values, and accepts integer for number', () => {
    const doc = {
      components: {
        schemas: {
          Tag: { type: 'object', properties: { name: { type: 'integer' }, url: { type: 'string' } } },
          Poll: { type: 'object', properties: { votes_count: { type: 'number' }, voters_count: { type: 'integer' } } },
          Attachment: { type: 'object', properties: { type: { type: 'string', enum: ['image', 'other'] } } },
        },
      },
    }
    const diffs = entityDiffs(doc, { Tag: 'Tag', Poll: 'Poll', Attachment: 'Attachment' })
    expect(diffs).toContain('type Tag.name: openapi integer / contract string')
    expect(diffs).toContain('nullable Poll.voters_count')
    expect(diffs).not.toContain('type Poll.votes_count: openapi number / contract integer')
    expect(diffs).toContain('enum Attachment.type: contract lacks "other"')
    expect(diffs).toContain('enum Attachment.type: contract adds "video", "audio", "unknown"')
  })

  it('compares endpoints, statuses and referenced entities', () => {
    const ok = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Status' } } } }
    const doc = {
      paths: {
        '/api/v1/statuses/{status_id}/pin': { post: { responses: { 200: ok } } },
        '/api/v1/statuses/{status_id}/load_conversation': { post: { responses: { 200: ok } } },
        '/api/v1/accounts/{account_id}': { get: { responses: { 200: ok } } },
        '/api/v1/unknown': { get: { responses: { 200: ok } } },
      },
    }
    const diffs = compareWithOpenApi(doc, { Status: 'Status', Account: 'Account' })
    expect(diffs).toContain('endpoint-only-in-openapi GET /api/v1/unknown')
    expect(diffs).toContain('endpoint-only-in-contract GET /api/v1/timelines/home')
    expect(diffs).toContain('status POST /api/v1/statuses/{}/load_conversation: openapi 200 / contract 204')
    expect(diffs).toContain('ref GET /api/v1/accounts/{} 200: openapi Status / contract Account')
    expect(diffs.some((d) => d.includes('/pin'))).toBe(false)
  })

  it('compares a value of either type (anyOf) by the type the document gives, and names the other', () => {
    const list = (id: unknown) => ({
      components: {
        schemas: {
          List: {
            type: 'object',
            properties: {
              id,
              title: { type: 'string' },
              replies_policy: { type: 'string' },
              exclusive: { type: 'boolean' },
            },
          },
        },
      },
    })
    expect(entityDiffs(list({ type: 'integer' }), { List: 'List' })).toEqual([
      'type List.id: contract also allows string',
    ])
    expect(entityDiffs(list({ type: 'string' }), { List: 'List' })).toEqual([
      'type List.id: contract also allows integer',
    ])
    expect(entityDiffs(list({ type: 'boolean' }), { List: 'List' })).toEqual([
      'type List.id: contract also allows integer',
      'type List.id: contract also allows string',
    ])
  })

  it('normalises path parameters', () => {
    expect(normalisePath('/api/v1/lists/{list_id}/accounts')).toBe('/api/v1/lists/{}/accounts')
  })
})
