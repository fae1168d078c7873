import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { Visibility } from '@/api/statuses/types'
import { Icon } from '@/ui/icon'
import type { IconName } from '@/ui/icon-paths'
import { NEW_POST_VISIBILITIES } from './compose-rules'
import styles from './visibility-select.module.css'

type NewPostVisibility = (typeof NEW_POST_VISIBILITIES)[number]

const icons: Record<NewPostVisibility, IconName> = {
  public: 'globe',
  private: 'lock',
  subscribers: 'coin',
  direct: 'mail',
}

type VisibilitySelectProps = {
  value: Visibility
  onChange: (value: Visibility) => void
}

/** Who may see the new post: Public, Followers, Subscribers or Direct. */
export function VisibilitySelect({ value, onChange }: VisibilitySelectProps) {
  const { t } = useLingui()
  const id = useId()
  const labels: Record<NewPostVisibility, string> = {
    public: t`Public`,
    private: t`Followers`,
    subscribers: t`Subscribers`,
    direct: t`Direct`,
  }
  const icon = value in icons ? icons[value as NewPostVisibility] : 'globe'
  return (
    <span className={styles.field}>
      <label htmlFor={id} className={styles.hiddenLabel}>
        <Trans>Visibility</Trans>
      </label>
      <Icon name={icon} size={16} className={styles.icon} />
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as Visibility)}>
        {NEW_POST_VISIBILITIES.map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </select>
    </span>
  )
}
