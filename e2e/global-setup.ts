import { ensureClientBuilt } from './support/build'
import { bundleServer } from './support/server-bundle'

/**
 * Runs once before the journeys: the demo instance serves dist/, so it must be current; the
 * instance itself is bundled for quicker starts (the workers inherit the variable).
 */
export default function globalSetup(): void {
  ensureClientBuilt()
  bundleServer()
  process.env.PARLEY_SERVER_BUNDLE = '1'
}
