import type { Instance } from '../instance/types'

/**
 * GET /api/v1/favourites, the member's likes: Mitra 4.17.0. The sidebar asks, and it is home code:
 * a plain check of the version rather than mitraAtLeast, which would then ride in the core chunk
 * (about 150 bytes gzip more for home).
 */
export function canListFavourites(instance: Pick<Instance, 'version'> | null | undefined): boolean {
  const m = /Mitra (\d+)\.(\d+)\./.exec(instance?.version ?? '')
  return !!m && (Number(m[1]) > 4 || (m[1] === '4' && Number(m[2]) >= 17))
}
