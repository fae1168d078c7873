// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_CLICK_ATTRIBUTE, recordEarlyClicks, stopRecordingEarlyClicks, takeEarlyClicks } from './early-clicks'

function button(action: string | null): HTMLButtonElement {
  const element = document.createElement('button')
  if (action) element.setAttribute(EARLY_CLICK_ATTRIBUTE, action)
  element.append(document.createElement('span'))
  document.body.append(element)
  return element
}

afterEach(() => {
  stopRecordingEarlyClicks()
  takeEarlyClicks('mode')
  document.body.replaceChildren()
})

describe('early clicks', () => {
  it('keeps the clicks on marked buttons, also on what is inside them, until hydration starts', () => {
    const mode = button('mode')
    const other = button('other')
    const plain = button(null)
    recordEarlyClicks()
    mode.click()
    mode.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    other.click()
    plain.click()
    stopRecordingEarlyClicks()
    // After that React answers the clicks itself.
    mode.click()
    expect(takeEarlyClicks('mode')).toBe(2)
    expect(takeEarlyClicks('mode')).toBe(0)
  })

  it('has nothing to replay where the page was not written at build time', () => {
    stopRecordingEarlyClicks()
    button('mode').click()
    expect(takeEarlyClicks('mode')).toBe(0)
  })
})
