import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createApp } from './app/app'
import { activateLocale, initialLocales, localeOverride } from './i18n/setup'
import { session } from './lib/session'
import { theme } from './lib/theme'
import './ui/theme/tokens.css'
import './ui/theme/base.css'

// A theme chosen earlier applies before the first paint.
theme.reload()

// The router starts loading data and the first screen while the messages load.
const { queryClient, router } = createApp()
const root = createRoot(document.getElementById('root')!)
void activateLocale(localeOverride() ?? initialLocales(session.getToken() !== null)).finally(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  )
})
