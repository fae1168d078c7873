import type { Instance } from '../instance/types'

/** GET /api/v1/favourites, the member's likes: Mitra 4.17.0 (4.17 to 4.99, 5 and later). */
export const canListFavourites = (instance: Pick<Instance, 'version'> | null | undefined): boolean =>
  /Mitra (4\.(1[7-9]|[2-9]\d)|[5-9]|\d\d+)\./.test(instance?.version ?? '')
