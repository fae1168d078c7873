/**
 * The landing page as the build writes it into index.html (scripts/first-paint.ts): the app's own
 * tree, rendered once in Node for a guest at "/" in English, before anything is known of the
 * instance. React hydrates it in the browser (src/main.tsx), so it must be exactly what the app's
 * first render there is: see useHydrated for what waits until after hydrating.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './app/app'
import { findRoute } from './app/routes'
import { activateLocale, SOURCE_LOCALE } from './i18n/setup'
import { createQueryClient } from './lib/query-client'
import { createMemoryHistory } from './lib/router'

export async function renderLanding(): Promise<string> {
  await activateLocale(SOURCE_LOCALE)
  // Loaded before rendering, so that nothing suspends: renderToString would write the fallback.
  await findRoute('/')?.route.preload()
  const queryClient = createQueryClient()
  const history = createMemoryHistory(['/'])
  return renderToString(
    <StrictMode>
      <App queryClient={queryClient} router={{ history }} />
    </StrictMode>,
  )
}
