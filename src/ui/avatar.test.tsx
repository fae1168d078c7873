// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './avatar'

afterEach(cleanup)

const account = { id: 'a1', avatar: '/media/a1.png', actor_id: 'https://example.org/users/a1' }

describe('Avatar', () => {
  it('waits for layout to find it on screen, as most avatars are below the first screen', () => {
    const { container } = render(<Avatar account={account} />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.hasAttribute('fetchpriority')).toBe(false)
    expect(img.getAttribute('decoding')).toBe('async')
  })

  it('loads at once and first when it is the largest thing on the first screen', () => {
    const { container } = render(<Avatar account={account} size={96} priority />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.hasAttribute('decoding')).toBe(false)
    expect(img.getAttribute('width')).toBe('96')
  })
})
