import { i18n } from '@lingui/core'
import { afterAll, afterEach } from 'vitest'
import { configure } from '@testing-library/react'
import { session } from './src/lib/session'
import { patchHappyDomForDomPurify } from './src/lib/testing/happy-dom-dompurify'

// Unit and component tests render with the English source messages.
i18n.loadAndActivate({ locale: 'en', messages: {} })

// Components render under StrictMode, as the app does in development: effects run twice on mount,
// so one that is not idempotent fails here rather than in a person's browser.
// waitFor and findBy wait up to 5 s rather than 1 s: on a loaded machine a feed that paints its
// first page a post per task takes longer than a second, and a passing wait ends as soon as it holds.
configure({ reactStrictMode: true, asyncUtilTimeout: 5000 })

// Post cards and bios sanitise their HTML in happy-dom tests too: DOMPurify needs it to behave as browsers do.
if (typeof navigator !== 'undefined' && navigator.userAgent.includes('HappyDOM')) patchHappyDomForDomPurify()

// Files share a worker's modules (vite.config.ts, isolate: false), whatever their environment: a
// session one file leaves would make the next one's components ask for its user.
afterAll(() => session.clear({ everything: true }))

// A component test answers every request itself (src/lib/testing/fetch-stub.ts). One that reaches
// the network instead went to the test page's own origin, where nothing listens: it passed, while
// the request failed in the background. Such a request now fails its test, naming the address.
if (typeof window !== 'undefined' && typeof window.fetch === 'function') {
  const unanswered: string[] = []
  const refuse = ((input: RequestInfo | URL) => {
    unanswered.push(String(input instanceof Request ? input.url : input))
    return Promise.reject(new TypeError('Failed to fetch: no stub answers this request'))
  }) as typeof fetch
  window.fetch = refuse
  globalThis.fetch = refuse
  afterEach(() => {
    const requests = unanswered.splice(0)
    if (requests.length > 0)
      throw new Error(`requests no stub answered (stub them with stubFetch): ${[...new Set(requests)].join(', ')}`)
  })
}
