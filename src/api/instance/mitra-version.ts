import type { Instance } from './types'

/** A Mitra release as [major, minor, patch]. */
export type MitraVersion = readonly [number, number, number]

/**
 * The Mitra release an instance runs, from `version` ("4.0.0 (compatible; Mitra 5.9.1)"), or null
 * when it does not say (another server, or an instance not known yet).
 */
export function mitraVersion(instance: Pick<Instance, 'version'> | null | undefined): MitraVersion | null {
  const match = /Mitra (\d+)\.(\d+)\.(\d+)/.exec(instance?.version ?? '')
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null
}

/**
 * Whether the instance runs Mitra `release` ("4.16.0") or later. An instance that does not say is
 * taken as the release the specification describes (3.21), the oldest Parley supports. Where a
 * field of an answer tells what the server does, read the field instead.
 */
export function mitraAtLeast(instance: Pick<Instance, 'version'> | null | undefined, release: string): boolean {
  const running = mitraVersion(instance) ?? ([3, 21, 0] as const)
  const wanted = release.split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    const a = running[i] ?? 0
    const b = wanted[i] ?? 0
    if (a !== b) return a > b
  }
  return true
}
