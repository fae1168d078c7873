import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { customFeedQuery } from '@/api/lists/queries'
import type { CustomFeed } from '@/api/lists/types'
import { ApiError } from '@/lib/http'
import { usePageTitle } from '@/api/instance/page-title'
import { Link } from '@/lib/router'
import { QueryLoadError } from '@/ui/load-error'
import { PageHeading } from '@/ui/page-heading'
import { PagePending } from '@/ui/page-pending'
import styles from './custom-feed-gate.module.css'

type CustomFeedGateProps = {
  id: string
  /** The page title once the feed is known. */
  section: (feed: CustomFeed) => string
  children: (feed: CustomFeed) => ReactNode
}

/**
 * Loads one feed and renders its screen, or says the feed does not exist. Mitra answers 404 for an
 * unknown or foreign feed and 400 for an id that is not a number: both mean "not found" here.
 */
export function CustomFeedGate({ id, section, children }: CustomFeedGateProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const feed = useQuery(customFeedQuery(queryClient, id))
  const notFound = feed.error instanceof ApiError && (feed.error.status === 404 || feed.error.status === 400)
  usePageTitle(notFound ? t`Custom feed not found` : feed.data ? section(feed.data) : t`Custom feed`)

  if (notFound) {
    return (
      <>
        <PageHeading>{t`Custom feed not found`}</PageHeading>
        <p className={styles.note}>
          <Link to="/custom-feeds">
            <Trans>Back to custom feeds</Trans>
          </Link>
        </p>
      </>
    )
  }
  if (feed.data) return children(feed.data)
  if (feed.isPending) return <PagePending />
  return (
    <>
      <PageHeading>{t`Custom feed`}</PageHeading>
      <QueryLoadError title={<Trans>The custom feed could not be loaded</Trans>} query={feed} />
    </>
  )
}
