import { Trans } from '@lingui/react/macro'
import { Link } from '@/lib/router'
import { Icon } from '@/ui/icon'
import styles from './directory-link.module.css'
import { iconDirectory } from '@/ui/icons/directory'

/** Home's way to find people to follow. */
export function DirectoryLink() {
  return (
    <Link to="/profile-directory" className={styles.link}>
      <Icon path={iconDirectory} size={18} />
      <Trans>Profile directory</Trans>
    </Link>
  )
}
