import { useLingui } from '@lingui/react/macro'
import type { Visibility } from '@/api/statuses/types'
import { Icon } from '@/ui/icon'
import type { IconPath } from '@/ui/icons/icon'
import styles from './visibility-badge.module.css'
import { iconChat } from '@/ui/icons/chat'
import { iconCoin } from '@/ui/icons/coin'
import { iconGlobe } from '@/ui/icons/globe'
import { iconLock } from '@/ui/icons/lock'
import { iconMail } from '@/ui/icons/mail'

const icons: Record<Visibility, IconPath> = {
  public: iconGlobe,
  private: iconLock,
  subscribers: iconCoin,
  conversation: iconChat,
  direct: iconMail,
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
      <Icon path={icons[known]} size={15} />
    </span>
  )
}
