import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { customFeedsQuery } from '@/api/lists/queries'
import { Link } from '@/lib/router'
import { Icon } from '@/ui/icon'
import { QueryLoadError } from '@/ui/load-error'
import { Spinner } from '@/ui/spinner'
import styles from './custom-feed-list.module.css'
import { iconSettings } from '@/ui/icons/settings'
import { customFeedTimelinePath } from '@/lib/paths'
import { customFeedPath } from '@/lib/paths-later'

/** The user's feeds, each a link to its timeline and one to its configuration. */
export function CustomFeedList({ label }: { label: string }) {
  const { t } = useLingui()
  const feeds = useQuery(customFeedsQuery())
  if (feeds.isPending) return <Spinner label={t`Loading…`} />
  if (feeds.data === undefined) {
    return <QueryLoadError title={<Trans>The custom feeds could not be loaded</Trans>} query={feeds} />
  }
  if (feeds.data.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans>No custom feeds yet</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {feeds.data.map(({ id, title }) => (
        <li key={id} className={styles.item}>
          <Link to={customFeedTimelinePath(id)} className={styles.title}>
            {title}
          </Link>
          <Link to={customFeedPath(id)} className={styles.configure} aria-label={t`Configure ${title}`}>
            <Icon path={iconSettings} />
            <span className={styles.configureText}>
              <Trans>Configure</Trans>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
