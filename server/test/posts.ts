import type { LightMyRequestResponse } from 'fastify'
import { encodePng } from '../domain/png'
import type { TestApp } from './helpers'

export type Status = Record<string, unknown> & {
  id: string
  content: string
  visibility: string
  sensitive: boolean
  pinned: boolean
  favourited: boolean
  reblogged: boolean
  bookmarked: boolean
  favourites_count: number
  reblogs_count: number
  edited_at: string | null
  ipfs_cid: string | null
  reblog: Status | null
  poll: Poll | null
  emojis: { shortcode: string; url: string }[]
  media_attachments: { id: string; type: string; url: string; description: string | null }[]
  links: Status[]
  pleroma: {
    emoji_reactions: { name: string; count: number; me: boolean; url: string | null; account_ids: string[] }[]
    parent_visible: boolean
    quote: Status | null
  }
}

export type Poll = {
  id: string
  expires_at: string
  expired: boolean
  multiple: boolean
  votes_count: number
  voters_count: number | null
  options: { title: string; votes_count: number }[]
  voted: boolean | null
  own_votes: number[] | null
}

/** A tiny valid PNG (2×2 red pixels). */
export const TINY_PNG = encodePng(2, 2, new Uint8Array(16).fill(200))

export async function postStatus(
  t: TestApp,
  token: string,
  json: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  return t.call('POST', '/api/v1/statuses', { token, json, headers })
}

/** Creates a post and fails the test with the server's message when that does not work. */
export async function created(t: TestApp, token: string, json: Record<string, unknown>): Promise<Status> {
  const res = await postStatus(t, token, json)
  if (res.statusCode !== 200) throw new Error(`post failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

export async function upload(
  t: TestApp,
  token: string,
  data: Buffer = TINY_PNG,
  mediaType = 'image/png',
): Promise<LightMyRequestResponse> {
  return t.call('POST', '/api/v1/media', { token, json: { file: data.toString('base64'), media_type: mediaType } })
}

export async function uploaded(
  t: TestApp,
  token: string,
  data?: Buffer,
  mediaType?: string,
): Promise<{ id: string; url: string; type: string }> {
  const res = await upload(t, token, data, mediaType)
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`)
  return res.json()
}

export async function statusAs(t: TestApp, id: string, token?: string): Promise<Status> {
  const res = await t.call('GET', `/api/v1/statuses/${id}`, { token })
  if (res.statusCode !== 200) throw new Error(`get failed: ${res.statusCode} ${res.body}`)
  return res.json()
}
