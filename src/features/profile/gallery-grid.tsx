import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { accountStatusesQuery } from '@/api/accounts/profile'
import type { Attachment, Status } from '@/api/statuses/types'
import { safeUrl } from '@/lib/safe-url'
import { Link } from '@/lib/router'
import { Button } from '@/ui/button'
import { Icon } from '@/ui/icon'
import { QueryLoadError } from '@/ui/load-error'
import { LoadMoreError } from '@/ui/load-more-error'
import { Spinner } from '@/ui/spinner'
import styles from './gallery-grid.module.css'
import { iconFile } from '@/ui/icons/file'
import { postPath } from '@/lib/paths'

type GalleryItem = { post: Status; attachment: Attachment }

/** The first attachment of each media post (a repost shows the reposted post's). */
export function galleryItems(posts: readonly Status[]): GalleryItem[] {
  const items: GalleryItem[] = []
  for (const status of posts) {
    const post = status.reblog ?? status
    const attachment = post.media_attachments?.[0]
    if (attachment) items.push({ post, attachment })
  }
  return items
}

/** A grid of media posts, each linking to its post, with "Load more" and "No media found". */
export function GalleryGrid({ query }: { query: ReturnType<typeof accountStatusesQuery> }) {
  const { t } = useLingui()
  const posts = useInfiniteQuery(query)
  if (posts.isPending) return <Spinner label={t`Loading…`} />
  if (posts.data === undefined) {
    return <QueryLoadError title={<Trans>The media could not be loaded</Trans>} query={posts} />
  }
  const items = galleryItems(posts.data.pages.flatMap((page) => page.items))
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No media found</Trans>
        </p>
      ) : (
        <ul className={styles.grid}>
          {items.map(({ post, attachment }) => {
            const label = attachment.description || t`Media post`
            const url = safeUrl(attachment.url)
            return (
              <li key={post.id}>
                <Link to={postPath(post.id)} className={styles.tile} aria-label={label}>
                  {url && attachment.type === 'image' ? (
                    <img src={safeUrl(attachment.preview_url) ?? url} alt="" loading="lazy" className={styles.image} />
                  ) : url && attachment.type === 'video' ? (
                    <video
                      src={url}
                      muted
                      preload="metadata"
                      className={styles.image}
                      aria-hidden="true"
                      tabIndex={-1}
                    />
                  ) : (
                    <Icon path={iconFile} size={32} />
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      {posts.isFetchNextPageError ? (
        <LoadMoreError query={posts} />
      ) : posts.hasNextPage ? (
        <Button fullWidth busy={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </>
  )
}
