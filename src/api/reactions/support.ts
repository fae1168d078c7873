import type { Instance } from '../instance/types'
import { mitraAtLeast } from '../instance/mitra-version'

type HasVersion = Pick<Instance, 'version'> | null | undefined

/**
 * Which "who reacted" lists the instance serves (docs/mitra-versions.md): GET reblogged_by since
 * Mitra 4.4.0, favourited_by and the Pleroma reactions list since 4.5.0; 3.21 has none.
 */
export const canListReposters = (instance: HasVersion) => mitraAtLeast(instance, '4.4.0')
export const canListLikers = (instance: HasVersion) => mitraAtLeast(instance, '4.5.0')
export const canListReactors = canListLikers
