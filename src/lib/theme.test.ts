// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { theme, themeFromClientConfig } from './theme'

afterEach(() => {
  localStorage.clear()
  theme.reload()
})

describe('theme', () => {
  it('follows the system until the user picks', () => {
    theme.reload()
    expect(theme.get()).toBe('system')
    expect(document.documentElement.dataset.theme).toBeUndefined()
  })

  it('stores and applies a choice, and forgets it when going back to the system', () => {
    theme.set('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    theme.set('system')
    expect(localStorage.getItem('theme')).toBeNull()
    expect(document.documentElement.dataset.theme).toBeUndefined()
  })

  it('reads the theme saved in client_config', () => {
    expect(themeFromClientConfig({ theme: 'light' })).toBe('light')
    expect(themeFromClientConfig({})).toBeNull()
    expect(themeFromClientConfig(null)).toBeNull()
  })
})
