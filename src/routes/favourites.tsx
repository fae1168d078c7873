import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { favouritesQuery } from '@/api/favourites/queries'
import { canListFavourites } from '@/api/favourites/support'
import { useInstance } from '@/api/instance/queries'
import { Alert } from '@/ui/alert'
import { SavedPostsScreen } from './parts/saved-posts'

/**
 * /favourites (signed-in): the posts the member liked, newest like first, the next page from the
 * Link URL. Mitra serves the list since 4.17.0; an older instance gets a note instead.
 */
export default function FavouritesRoute() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const supported = canListFavourites(useInstance())
  return (
    <SavedPostsScreen title={t`Favourites`} query={supported ? favouritesQuery(queryClient) : undefined}>
      <Alert tone="info">
        <Trans>This server does not keep a list of the posts you liked.</Trans>
      </Alert>
    </SavedPostsScreen>
  )
}
