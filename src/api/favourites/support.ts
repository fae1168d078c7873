import type { Instance } from '../instance/types'
import { mitraAtLeast } from '../instance/mitra-version'

/** GET /api/v1/favourites, the member's likes: Mitra 4.17.0. */
export const canListFavourites = (instance: Pick<Instance, 'version'> | null | undefined): boolean =>
  mitraAtLeast(instance, '4.17.0')
