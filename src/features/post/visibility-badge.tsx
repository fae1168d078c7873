import { useLingui } from '@lingui/react/macro'
import type { Visibility } from '@/api/statuses/types'
import { Icon } from '@/ui/icon'
import type { IconName } from '@/ui/icon-paths'
import styles from './visibility-badge.module.css'

const icons: Record<Visibility, IconName> = {
  public: 'globe',
  private: 'lock',
  subscribers: 'coin',
  conversation: 'chat',
  direct: 'mail',
}

/** The visibility of a post as an icon with an accessible label. */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const { t } = useLingui()
  const labels: Record<Visibility, string> = {
    public: t`Public`,
    private: t`Followers only`,
    subscribers: t`Subscribers only`,
    conversation: t`Conversation`,
    direct: t`Direct`,
  }
  // Later servers may add values: show them as public rather than fail.
  const known = visibility in icons ? visibility : 'public'
  return (
    <span className={styles.badge} role="img" aria-label={labels[known]} title={labels[known]}>
      <Icon name={icons[known]} size={15} />
    </span>
  )
}
