// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryHistory, RouterProvider } from '@/lib/router'
import { makeInstance } from '@/lib/testing/fixtures'
import { LandingIntro } from './landing-intro'

afterEach(cleanup)

const renderIntro = (instance: Parameters<typeof LandingIntro>[0]['instance']) =>
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider history={createMemoryHistory()}>
        <LandingIntro instance={instance} />
      </RouterProvider>
    </I18nProvider>,
  )

describe('LandingIntro', () => {
  it('names its heading while the instance loads, then by the instance title', () => {
    const { rerender } = renderIntro(undefined)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loading…')
    rerender(
      <I18nProvider i18n={i18n}>
        <RouterProvider history={createMemoryHistory()}>
          <LandingIntro instance={makeInstance({ title: 'Garden Club' })} />
        </RouterProvider>
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Garden Club' })).toBeTruthy()
  })
})
