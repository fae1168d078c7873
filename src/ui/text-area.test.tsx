// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TextArea } from './text-area'

afterEach(cleanup)

describe('TextArea', () => {
  it('ties its label, error and hint to the text area', () => {
    render(<TextArea label="Bio" hint="Shown on your profile" error="Too long" defaultValue="" />)
    const box = screen.getByRole('textbox', { name: 'Bio' })
    expect(box.tagName).toBe('TEXTAREA')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Too long', 'Shown on your profile'])
  })

  it('keeps code left to right and unchecked, and adds a described-by of its caller', () => {
    render(
      <TextArea label="Key" code aria-describedby="count" defaultValue="">
        <p id="count">3 lines</p>
      </TextArea>,
    )
    const box = screen.getByRole('textbox', { name: 'Key' })
    expect(box.getAttribute('dir')).toBe('ltr')
    expect(box.getAttribute('spellcheck')).toBe('false')
    expect(box.hasAttribute('aria-invalid')).toBe(false)
    expect(box.getAttribute('aria-describedby')).toBe('count')
    expect(screen.getByText('3 lines')).toBeTruthy()
  })
})
