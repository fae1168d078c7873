import { ensureClientBuilt } from './support/build'

/** Runs once before the journeys: the demo instance serves dist/, so it must be current. */
export default function globalSetup(): void {
  ensureClientBuilt()
}
