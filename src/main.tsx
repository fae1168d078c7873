import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { activateLocale } from './i18n/setup'
import './ui/theme/tokens.css'

const root = createRoot(document.getElementById('root')!)
void activateLocale(navigator.language).finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
