// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { commandFor, isTypingTarget, SHORTCUTS, type KeyInput } from './shortcuts'

function dom(html: string): void {
  document.body.innerHTML = html
}
const el = (selector: string) => document.querySelector(selector)!
const press = (key: string, target: EventTarget | null, extra: Partial<KeyInput> = {}) =>
  commandFor({ key, target, ...extra })

afterEach(() => {
  document.body.innerHTML = ''
})

describe('commandFor', () => {
  it('maps the page keys wherever the focus is not in a field', () => {
    dom('<main id="main"><h1 tabindex="-1">Home</h1><a href="/x">x</a></main>')
    expect(press('j', document.body)).toBe('next')
    expect(press('k', el('h1'))).toBe('previous')
    expect(press('n', el('a'))).toBe('compose')
    expect(press('?', document.body, { shiftKey: true })).toBe('help')
    expect(press('J', document.body)).toBe('next') // Caps Lock
  })

  it('maps the post keys only inside a post, Enter only on the post itself', () => {
    dom(
      '<article data-shortcut-item tabindex="0"><a href="/p">5 min</a><button>Like</button></article><p tabindex="-1">outside</p>',
    )
    const post = el('article')
    expect(press('Enter', post)).toBe('open')
    expect(press('o', post)).toBe('open')
    expect(press('r', post)).toBe('reply')
    expect(press('l', post)).toBe('like')
    expect(press('f', post)).toBe('like')
    expect(press('b', post)).toBe('repost')
    expect(press('t', post)).toBe('repost')
    expect(press('d', post)).toBe('bookmark')
    expect(press('x', post)).toBe('warning')
    expect(press('e', post)).toBe('media')
    expect(press('l', el('button'))).toBe('like')
    expect(press('Enter', el('a'))).toBeNull()
    expect(press('Enter', el('button'))).toBeNull()
    expect(press('l', el('p'))).toBeNull()
    expect(press('Enter', document.body)).toBeNull()
  })

  it('moves with Page Down and Page Up only from a focused post', () => {
    dom('<article data-shortcut-item tabindex="0"><button>Like</button></article>')
    expect(press('PageDown', el('article'))).toBe('next')
    expect(press('PageUp', el('article'))).toBe('previous')
    expect(press('PageDown', el('button'))).toBeNull()
    expect(press('PageDown', document.body)).toBeNull()
  })

  it('never fires while typing, with modifiers, or when already handled', () => {
    dom(`<article data-shortcut-item tabindex="0">
      <textarea></textarea><input type="text"><input type="checkbox"><select><option>a</option></select>
      <div contenteditable="true"><span>x</span></div><div role="combobox" tabindex="0"></div>
    </article>`)
    for (const target of [
      'textarea',
      'input[type=text]',
      'input[type=checkbox]',
      'select',
      '[contenteditable] span',
      '[role=combobox]',
    ]) {
      expect(press('j', el(target)), target).toBeNull()
      expect(press('l', el(target)), target).toBeNull()
    }
    const post = el('article')
    expect(press('j', post, { ctrlKey: true })).toBeNull()
    expect(press('j', post, { altKey: true })).toBeNull()
    expect(press('j', post, { metaKey: true })).toBeNull()
    expect(press('L', post, { shiftKey: true })).toBeNull()
    expect(press('j', post, { isComposing: true })).toBeNull()
    expect(press('j', post, { defaultPrevented: true })).toBeNull()
    expect(press('q', post)).toBeNull()
  })

  it('leaves dialogs and menus alone', () => {
    dom('<dialog open><button>Close</button></dialog><div role="menu"><button role="menuitem">Copy</button></div>')
    expect(press('j', el('dialog button'))).toBeNull()
    expect(press('?', el('dialog button'), { shiftKey: true })).toBeNull()
    expect(press('j', el('[role=menuitem]'))).toBeNull()
  })

  it('gives every command a key, no key twice', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys)
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('isTypingTarget', () => {
  it('knows fields from other elements', () => {
    dom('<input><button>b</button><p contenteditable="true">p</p>')
    expect(isTypingTarget(el('input'))).toBe(true)
    expect(isTypingTarget(el('p'))).toBe(true)
    expect(isTypingTarget(el('button'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})
