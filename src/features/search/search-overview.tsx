import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { searchRequestQuery } from '@/api/search/queries'
import { scopedQuery, sectionRequest, type SearchRequest, type SectionKind } from '@/api/search/scope'
import type { SearchResults } from '@/api/search/types'
import type { Status } from '@/api/statuses/types'
import { Link } from '@/lib/router'
import { Icon } from '@/ui/icon'
import { ProfileCard } from '@/ui/profile-card'
import { iconHash } from '@/ui/icons/hash'
import styles from './search-results.module.css'
import { SearchFailed, SearchPending } from './search-states'
import { searchPath, tagPath } from '@/lib/paths'

/** Results shown per section of a plain search; one more is asked for to know there are more. */
export const SECTION_SIZE = 5

type OverviewProps = {
  /** The plain text searched (no prefix). */
  text: string
  renderPost: (status: Status) => ReactNode
  /** Called with the posts found, for the authors' relationships. */
  renderRelationships?: (statuses: Status[]) => ReactNode
}

/**
 * A plain search: People, Tags and Posts at once, each its own request (Mitra's general search
 * finds one kind only), each with a heading, at most five results and a link to all of them; an
 * empty section says what was searched and what Mitra's search covers.
 */
export function SearchOverview({ text, renderPost, renderRelationships }: OverviewProps) {
  const { t } = useLingui()
  return (
    <div className={styles.overview}>
      <Section
        kind="accounts"
        text={text}
        title={t`People`}
        moreLabel={t`Show all people`}
        notApplicable={t`People are searched by one user name, such as alice or alice@example.com.`}
        empty={t`No user names contain “${text}”. Search matches user names such as @alice, not display names or bios; to find someone on another server, type their full address, such as @name@example.com.`}
        render={(results) => (
          <ul className={styles.accounts}>
            {results.accounts.slice(0, SECTION_SIZE).map((account) => (
              <li key={account.id}>
                <ProfileCard account={account} />
              </li>
            ))}
          </ul>
        )}
      />
      <Section
        kind="tags"
        text={text}
        title={t`Tags`}
        moreLabel={t`Show all tags`}
        notApplicable={t`Tags are searched by one word.`}
        empty={t`No hashtags contain “${text}”.`}
        render={(results) => (
          <ul className={styles.tags}>
            {results.hashtags.slice(0, SECTION_SIZE).map((tag) => (
              <li key={tag.name}>
                <Link to={tagPath(tag.name)} className={styles.tag}>
                  <Icon path={iconHash} />
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      />
      <Section
        kind="posts"
        text={text}
        title={t`Posts`}
        moreLabel={t`Show all posts`}
        notApplicable=""
        empty={t`No posts contain “${text}” that this server can search. It searches only your own posts, posts you bookmarked, liked or reacted to, and posts that mention you.`}
        render={(results) => (
          <>
            <div className={styles.posts}>
              {results.statuses.slice(0, SECTION_SIZE).map((status) => (
                <div key={status.id}>{renderPost(status)}</div>
              ))}
            </div>
            {renderRelationships?.(results.statuses)}
          </>
        )}
      />
    </div>
  )
}

type SectionProps = {
  kind: SectionKind
  text: string
  title: string
  moreLabel: string
  notApplicable: string
  empty: string
  render: (results: SearchResults) => ReactNode
}

const countOf = (kind: SectionKind, results: SearchResults) =>
  kind === 'accounts' ? results.accounts.length : kind === 'tags' ? results.hashtags.length : results.statuses.length

function Section({ kind, text, title, moreLabel, notApplicable, empty, render }: SectionProps) {
  const request = sectionRequest(kind, text)
  return (
    <section aria-label={title} className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      {request ? (
        <SectionBody kind={kind} request={request} text={text} moreLabel={moreLabel} empty={empty} render={render} />
      ) : (
        <p className={styles.empty}>{notApplicable}</p>
      )}
    </section>
  )
}

function SectionBody({
  kind,
  request,
  text,
  moreLabel,
  empty,
  render,
}: Omit<SectionProps, 'title' | 'notApplicable'> & { request: SearchRequest }) {
  const queryClient = useQueryClient()
  const query = useQuery(searchRequestQuery(queryClient, request, SECTION_SIZE + 1))
  if (query.isPending) {
    return <SearchPending />
  }
  if (query.isError) {
    return <SearchFailed error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
  }
  const count = countOf(kind, query.data)
  if (count === 0) return <p className={styles.empty}>{empty}</p>
  return (
    <>
      {render(query.data)}
      {count > SECTION_SIZE ? (
        <p className={styles.seeAll}>
          <Link to={searchPath(scopedQuery(kind, text))} className={styles.seeAllLink}>
            {moreLabel}
          </Link>
        </p>
      ) : null}
    </>
  )
}
