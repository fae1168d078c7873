import { i18n } from '@lingui/core'
import { patchHappyDomForDomPurify } from './src/lib/testing/happy-dom-dompurify'

// Unit and component tests render with the English source messages.
i18n.loadAndActivate({ locale: 'en', messages: {} })

// Post cards and bios sanitise their HTML in happy-dom tests too: DOMPurify needs it to behave as browsers do.
if (typeof navigator !== 'undefined' && navigator.userAgent.includes('HappyDOM')) patchHappyDomForDomPurify()
