// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { isDark, theme, themeFromClientConfig } from './theme'

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

  it('is dark by the choice, else by the system setting', () => {
    expect(isDark('dark')).toBe(true)
    expect(isDark('light')).toBe(false)
    const matchMedia = window.matchMedia
    window.matchMedia = ((query: string) => ({
      matches: query.includes('dark'),
      addEventListener() {},
      removeEventListener() {},
    })) as never
    try {
      expect(isDark('system')).toBe(true)
      theme.set('light')
      expect(isDark()).toBe(false)
    } finally {
      window.matchMedia = matchMedia
    }
  })
})
