import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Visibility } from '@/api/statuses/types'
import { Icon } from '@/ui/icon'
import type { IconPath } from '@/ui/icons/icon'
import styles from './visibility-select.module.css'
import { iconCoin } from '@/ui/icons/coin'
import { iconGlobe } from '@/ui/icons/globe'
import { iconLock } from '@/ui/icons/lock'
import { iconMail } from '@/ui/icons/mail'
import { iconUsers } from '@/ui/icons/users'

const icons: Record<Visibility, IconPath> = {
  public: iconGlobe,
  private: iconLock,
  subscribers: iconCoin,
  conversation: iconUsers,
  direct: iconMail,
}

type VisibilitySelectProps = {
  value: Visibility
  /** The visibilities allowed here (spec §4); with only one the chooser is shown disabled. */
  options: readonly Visibility[]
  onChange: (value: Visibility) => void
}

/** Who may see the post: Public, Followers, Subscribers, Conversation or Direct, as the context allows. */
export function VisibilitySelect({ value, options, onChange }: VisibilitySelectProps) {
  const { t } = useLingui()
  const id = useId()
  const labels: Record<Visibility, string> = {
    public: t`Public`,
    private: t`Followers`,
    subscribers: t`Subscribers`,
    conversation: t`Conversation`,
    direct: t`Direct`,
  }
  const fixed = options.length <= 1
  return (
    <span className={styles.field}>
      <label htmlFor={id} className={styles.hiddenLabel}>
        <Trans>Visibility</Trans>
      </label>
      <Icon path={icons[value]} size={16} className={styles.icon} />
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={fixed}
        onChange={(event) => onChange(event.target.value as Visibility)}
      >
        {options.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
    </span>
  )
}
