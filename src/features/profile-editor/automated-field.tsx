import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import styles from './profile-editor.module.css'

type AutomatedFieldProps = { checked: boolean; onChange: (checked: boolean) => void }

/** The automated-account flag (`bot`, Mitra 4.2 and later): the profile shows an Automated mark. */
export function AutomatedField({ checked, onChange }: AutomatedFieldProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className={styles.choice}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{t`This is an automated account`}</label>
      <span id={`${id}-hint`} className={styles.hint}>
        <Trans>(shown as Automated on your profile)</Trans>
      </span>
    </div>
  )
}
