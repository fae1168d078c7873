import { defineConfig } from '@playwright/test'
import { findChromium } from './scripts/find-chromium.mjs'

/**
 * End-to-end journeys: each test gets a fresh demo instance (see e2e/fixtures.ts)
 * and drives the Chromium that scripts/find-chromium.mjs finds (Debian's by default).
 * Browsers are never downloaded.
 */
export const chromiumLaunchOptions = {
  executablePath: findChromium()?.path ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

/** The journeys that touch a call that differs between Mitra 3.21 and 5.9. */
const MITRA_5_9_JOURNEYS = [
  'accounts',
  'admin-accounts',
  'admin-loads',
  'conversations',
  'automated-account',
  'custom-feeds',
  'directory',
  'follow-requests-outgoing',
  'groups',
  'identities',
  'identity-proof',
  'invite-code',
  'live-updates',
  'load-on-approach',
  'media-from-url',
  'newcomer',
  'notifications',
  'notifications-5-9',
  'people-lists',
  'poll-limits',
  'post-language',
  'post-titles',
  'repost-visibility',
  'profile-counts',
  'profile-editor',
  'quote-states',
  'reading-position',
  'search',
  'sessions',
  'subscriber',
  'subscription-settings',
  'subscriptions',
  'token-expiry',
  'unread-badge',
  'wallet-ethereum',
  'wallet-monero',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig<{ mitra: '3.21' | '5.9' }>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Two cores: one browser and one demo instance per worker (docs/decisions/0005-two-playwright-workers.md).
  workers: Number(process.env.PARLEY_E2E_WORKERS ?? 2),
  fullyParallel: true,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey walks many screens: on a shared two-core machine one that takes 20 s alone takes 30 s
  // or more, so the limit is twice Playwright's default; longer walks set their own.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  outputDir: process.env.PARLEY_E2E_OUT ?? 'test-results',
  reporter: [['list'], ['json', { outputFile: process.env.PARLEY_E2E_JSON ?? 'playwright-report/results.json' }]],
  use: {
    browserName: 'chromium',
    // The GPU process only composites in software here: in the browser process it saves the
    // traffic between the two (docs/decisions/0104-journeys-gpu-in-process.md). The bench keeps
    // chromiumLaunchOptions as they are, so that its history still compares.
    launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--in-process-gpu'] },
    screenshot: 'only-on-failure',
    trace: process.env.PARLEY_TRACE ? 'retain-on-failure' : 'off',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    // Every journey against Mitra 3.21, the release the specification describes.
    { name: 'chromium' },
    // Against Mitra 5.9, the journeys whose calls differ between the two (docs/mitra-versions.md).
    // A test tagged @client-only asks nothing of the server that differs between the two
    // (a wallet missing, a fault the test stands in for, a layout): it runs on 3.21 only.
    { name: 'mitra-5.9', use: { mitra: '5.9' }, testMatch: MITRA_5_9_JOURNEYS, grepInvert: /@client-only/ },
  ],
})
