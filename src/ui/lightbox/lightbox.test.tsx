// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
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
  it('shows descriptions, moves with the arrow keys and buttons, and closes with its Close button', async () => {
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
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  // happy-dom has no Escape handling of its own: a browser answers Escape on a modal <dialog> with a
  // cancelable cancel event, sent here as it would be. The key itself is pressed in e2e/keyboard.spec.ts.
  it('closes on Escape (the cancel event a browser sends a modal dialog)', () => {
    const onClose = vi.fn()
    render(
      <I18nProvider i18n={i18n}>
        <Lightbox images={images} start={1} onClose={onClose} />
      </I18nProvider>,
    )
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(screen.getByRole('dialog', { name: 'Image 2 of 3' }), cancel)
    expect(onClose).toHaveBeenCalledTimes(1)
    // The dialog stays open for the app to close it, so that the focus goes back where it was.
    expect(cancel.defaultPrevented).toBe(true)
  })

  it('links to the original of the image shown, in a new tab', async () => {
    renderLightbox(1)
    const link = screen.getByRole('link', { name: 'Open original' })
    expect(link.getAttribute('href')).toBe('https://img.example/2.png')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(screen.getByRole('link', { name: 'Open original' }).getAttribute('href')).toBe('https://img.example/3.png')
  })

  it('a sideways touch swipe over the image moves between images; a short or vertical one and a mouse drag do not', () => {
    renderLightbox(0)
    const figure = screen.getByRole('img', { name: 'A red tomato' }).closest('figure')!
    const swipe = (dx: number, dy: number, pointerType = 'touch') => {
      fireEvent.pointerDown(figure, { pointerId: 1, pointerType, isPrimary: true, clientX: 200, clientY: 300 })
      fireEvent.pointerUp(figure, { pointerId: 1, pointerType, isPrimary: true, clientX: 200 + dx, clientY: 300 + dy })
    }
    swipe(-120, 5)
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeTruthy()
    swipe(-20, 0)
    swipe(-60, 90)
    swipe(-150, 0, 'mouse')
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeTruthy()
    swipe(130, 0)
    expect(screen.getByRole('dialog', { name: 'Image 1 of 3' })).toBeTruthy()
    // A gesture the browser took over (a scroll) is no swipe.
    fireEvent.pointerDown(figure, { pointerId: 2, pointerType: 'touch', isPrimary: true, clientX: 200, clientY: 300 })
    fireEvent.pointerCancel(figure, { pointerId: 2, pointerType: 'touch', isPrimary: true })
    fireEvent.pointerUp(figure, { pointerId: 2, pointerType: 'touch', isPrimary: true, clientX: 20, clientY: 300 })
    expect(screen.getByRole('dialog', { name: 'Image 1 of 3' })).toBeTruthy()
  })
})

function renderLightbox(start: number) {
  return render(
    <I18nProvider i18n={i18n}>
      <Lightbox images={images} start={start} onClose={() => {}} />
    </I18nProvider>,
  )
}
