import { Trans, useLingui } from '@lingui/react/macro'
import type { Status } from '@/api/statuses/types'
import { formatFullDate, parseDate } from '@/lib/dates'
import { Icon } from '@/ui/icon'
import { VisuallyHidden } from '@/ui/visually-hidden'
import styles from './post-markers.module.css'
import { iconCloud } from '@/ui/icons/cloud'
import { iconEdit } from '@/ui/icons/edit'
import { iconPin } from '@/ui/icons/pin'

/** Where a post saved to IPFS can be read: the instance's gateway + /ipfs/ + the content id. */
export function ipfsLink(gateway: string | null | undefined, cid: string | null | undefined): string | null {
  if (!gateway || !cid) return null
  return `${gateway.replace(/\/+$/, '')}/ipfs/${encodeURIComponent(cid)}`
}

type PostMarkersProps = {
  status: Status
  ipfsGateway: string | null
}

/** Small facts about a post: pinned, edited (with the time), saved to IPFS (a link). */
export function PostMarkers({ status, ipfsGateway }: PostMarkersProps) {
  const { i18n } = useLingui()
  const edited = parseDate(status.edited_at)
  const ipfs = ipfsLink(ipfsGateway, status.ipfs_cid)
  if (!status.pinned && !edited && !ipfs) return null
  const editedAt = edited ? formatFullDate(edited, i18n.locale) : ''
  return (
    <p className={styles.markers}>
      {status.pinned ? (
        <span className={styles.marker}>
          <Icon path={iconPin} />
          <Trans>Pinned</Trans>
        </span>
      ) : null}
      {edited ? (
        <span className={styles.marker}>
          <Icon path={iconEdit} />
          <time dateTime={edited.toISOString()} title={editedAt}>
            <Trans>Edited</Trans>
            <VisuallyHidden>
              {' '}
              <Trans>on {editedAt}</Trans>
            </VisuallyHidden>
          </time>
        </span>
      ) : null}
      {ipfs ? (
        <a className={`${styles.marker} ${styles.link}`} href={ipfs} target="_blank" rel="noopener noreferrer">
          <Icon path={iconCloud} />
          <Trans>IPFS</Trans>
        </a>
      ) : null}
    </p>
  )
}
