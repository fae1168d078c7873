import { i18n } from '@lingui/core'

// Unit and component tests render with the English source messages.
i18n.loadAndActivate({ locale: 'en', messages: {} })
