import { useLingui } from '@lingui/react/macro'
import { CreateFeedForm } from '@/features/custom-feeds/create-feed-form'
import { CustomFeedList } from '@/features/custom-feeds/custom-feed-list'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'

/** /custom-feeds (signed-in): create a feed and reach the existing ones. */
export default function CustomFeedsRoute() {
  const { t } = useLingui()
  const title = t`Custom feeds`
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <CreateFeedForm />
      <CustomFeedList label={title} />
    </>
  )
}
