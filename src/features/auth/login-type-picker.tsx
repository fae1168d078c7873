import { useLingui } from '@lingui/react/macro'
import type { LoginType } from './auth-form-state'
import styles from './login-type-picker.module.css'

type LoginTypePickerProps = {
  types: LoginType[]
  /** The form signs up: the legend says so. */
  signingUp: boolean
  selected: LoginType
  disabled: boolean
  onSelect: (type: LoginType) => void
}

/** The ways in the instance offers, as a radio group (shown only when there is a choice). */
export function LoginTypePicker({ types, signingUp, selected, disabled, onSelect }: LoginTypePickerProps) {
  const { t } = useLingui()
  const label: Record<LoginType, string> = {
    password: t`With a password`,
    eip4361: t`With an Ethereum wallet`,
    caip122_monero: t`With a Monero wallet`,
  }
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>{signingUp ? t`How to sign up` : t`How to sign in`}</legend>
      <div className={styles.options}>
        {types.map((type) => (
          <label key={type} className={styles.option}>
            <input
              type="radio"
              name="login_type"
              value={type}
              checked={selected === type}
              onChange={() => onSelect(type)}
              className={styles.radio}
            />
            <span className={styles.text}>{label[type]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
