import { expect, test } from './fixtures'
import { categoryScore, failingAudits, lighthousePages, startLighthouse } from './support/lighthouse'

// Issue 7: Lighthouse's accessibility score is 100 on landing, home, a profile, a post,
// notifications and settings, in Lighthouse's default (mobile) form factor; the axe crawl
// (a11y-routes.spec.ts) covers the desktop layout. One Chromium for every page; only the
// accessibility category runs, without throttling, since throttling changes no accessibility audit.

test('Lighthouse scores 100 for accessibility on the key screens', async ({ instance }) => {
  test.setTimeout(180_000)
  const member = instance.demo.member
  const [pages, token] = await Promise.all([
    lighthousePages(instance, member),
    instance.token(member.username, member.password),
  ])
  const runner = await startLighthouse(instance.url)
  const problems: string[] = []
  try {
    for (const page of pages) {
      const lhr = await runner.audit(page.path, {
        token: page.member ? token : undefined,
        flags: {
          onlyCategories: ['accessibility'],
          // Simulated throttling slows nothing while the page loads (it only models the performance
          // metrics, which do not run here), and it keeps Lighthouse's 1 s waits for a settled page:
          // with any other method Lighthouse waits at least 5.25 s four times over on every page.
          throttlingMethod: 'simulate',
          // The accessibility audits read the DOM, not a picture of it.
          disableFullPageScreenshot: true,
        },
      })
      // The page Lighthouse ended on must be the one asked for (a guest sent to the landing page
      // would score the wrong screen).
      expect(new URL(lhr.finalDisplayedUrl).pathname, `${page.name} ended elsewhere`).toBe(page.path)
      const score = categoryScore(lhr, 'accessibility')
      if (score !== 100)
        problems.push(`${page.name} ${page.path}: ${score}\n${failingAudits(lhr, 'accessibility').join('\n')}`)
    }
  } finally {
    await runner.close()
  }
  expect(problems.join('\n\n'), 'pages scoring under 100 for accessibility, with the failing audits').toBe('')
})
