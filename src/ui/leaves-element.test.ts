// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { leavesElement } from './leaves-element'

describe('leavesElement', () => {
  it('is true for a move out of the element or to nowhere, false for a move to its own child', () => {
    const form = document.createElement('form')
    const child = document.createElement('input')
    form.append(child)
    const outside = document.createElement('button')
    expect(leavesElement({ currentTarget: form, relatedTarget: outside })).toBe(true)
    expect(leavesElement({ currentTarget: form, relatedTarget: null })).toBe(true)
    expect(leavesElement({ currentTarget: form, relatedTarget: child })).toBe(false)
    expect(leavesElement({ currentTarget: form, relatedTarget: form })).toBe(false)
  })
})
