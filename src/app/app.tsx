import { Trans } from '@lingui/react/macro'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@/i18n/setup'

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <main>
        <h1>
          <Trans>Parley</Trans>
        </h1>
      </main>
    </I18nProvider>
  )
}
