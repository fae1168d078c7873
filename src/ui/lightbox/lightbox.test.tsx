// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Lightbox } from './lightbox'

afterEach(cleanup)

const images = [
  { url: 'https://img.example/1.png', description: 'A red tomato' },
  { url: 'https://img.example/2.png', description: null },
  { url: 'https://img.example/3.png', description: 'Basil' },
]

describe('Lightbox', () => {
  it('shows descriptions, moves with the arrow keys and buttons, and closes on Escape', async () => {
    const onClose = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <Lightbox images={images} start={0} onClose={onClose} />
      </I18nProvider>,
    )
    expect(screen.getByRole('dialog', { name: 'Image 1 of 3' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'A red tomato' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(screen.getByText('Basil')).toBeTruthy()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: 'Image 1 of 3' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(screen.getByRole('dialog', { name: 'Image 3 of 3' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })
})
