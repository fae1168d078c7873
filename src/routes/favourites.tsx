import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { favouritesQuery } from '@/api/favourites/queries'
import { useInstance } from '@/api/instance/queries'
import { usePageTitle } from '@/api/instance/page-title'
import { canListFavourites } from '@/api/favourites/support'
import { Alert } from '@/ui/alert'
import { PageHeading } from '@/ui/page-heading'
import { FeedScreen } from './parts/feed-screen'

/**
 * /favourites (signed-in): the posts the member liked, newest like first, the next page from the
 * Link URL. Mitra serves the list since 4.17.0; an older instance gets a note instead.
 */
export default function FavouritesRoute() {
  const { t } = useLingui()
  const title = t`Favourites`
  const queryClient = useQueryClient()
  const supported = canListFavourites(useInstance())
  return supported ? <FeedScreen title={title} query={favouritesQuery(queryClient)} /> : <Unsupported title={title} />
}

function Unsupported({ title }: { title: string }) {
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Alert tone="info">
        <Trans>This server does not keep a list of the posts you liked.</Trans>
      </Alert>
    </>
  )
}
