import { describe, expect, it } from 'vitest'
import type { Status } from '@/api/statuses/types'
import { galleryItems } from './gallery-grid'

const post = (id: string, media: string[], reblog: Status | null = null) =>
  ({
    id,
    reblog,
    media_attachments: media.map((m) => ({ id: m, type: 'image', url: `/m/${m}`, description: null })),
  }) as unknown as Status

describe('galleryItems', () => {
  it('takes the first attachment of each media post, and the reposted post of a repost', () => {
    const items = galleryItems([post('1', ['a', 'b']), post('2', []), post('3', [], post('9', ['c']))])
    expect(items.map((item) => [item.post.id, item.attachment.id])).toEqual([
      ['1', 'a'],
      ['9', 'c'],
    ])
  })
})
