// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Attachment } from '@/api/statuses/types'
import { PostMedia } from './post-media'

afterEach(cleanup)

const attachment = (
  id: string,
  type: Attachment['type'],
  url: string,
  description: string | null = null,
  preview_url?: string,
): Attachment => ({
  id,
  type,
  url,
  description,
  ...(preview_url === undefined ? {} : { preview_url }),
})

function renderMedia(attachments: Attachment[]) {
  return render(
    <I18nProvider i18n={i18n}>
      <PostMedia attachments={attachments} />
    </I18nProvider>,
  ).container
}

/** Every address the rendered media load or link to. */
const addresses = (root: Element) =>
  [...root.querySelectorAll('[src], [href]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href'))

describe('PostMedia', () => {
  it('loads and links http(s) addresses and paths of this site', () => {
    const root = renderMedia([
      attachment('1', 'image', 'https://social.example/a.png', 'A cat', '/media/a-small.png'),
      attachment('2', 'video', 'https://social.example/b.mp4'),
      attachment('3', 'other', 'https://social.example/c.pdf', 'Minutes'),
    ])
    expect(addresses(root)).toEqual([
      '/media/a-small.png',
      'https://social.example/b.mp4',
      'https://social.example/c.pdf',
    ])
    expect(screen.getByRole('link', { name: /Minutes/ })).toBeTruthy()
  })

  it('names an attachment whose address is not a web address, without loading or linking it', () => {
    const root = renderMedia([
      attachment('1', 'image', 'javascript:alert(1)', 'A cat'),
      attachment('2', 'video', 'data:video/mp4;base64,AAAA', 'A clip'),
      attachment('3', 'other', 'javascript:alert(2)//x.pdf', 'Minutes'),
      // A safe image whose preview is not: the image itself is shown.
      attachment('4', 'image', 'https://social.example/d.png', 'A dog', 'javascript:alert(3)'),
    ])
    expect(addresses(root)).toEqual(['https://social.example/d.png'])
    for (const name of ['A cat', 'A clip', 'Minutes']) expect(screen.getByText(name).closest('a, button')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open image 1 of 1: A dog' })).toBeTruthy()
  })
})
