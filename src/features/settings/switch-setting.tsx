import { SettingRow, type SettingFields } from './setting-row'
import styles from './settings.module.css'

type SwitchSettingProps = SettingFields & {
  checked: boolean
  onChange: (checked: boolean) => void
}

/** An on/off setting: a checkbox shown and announced as a switch. */
export function SwitchSetting({ checked, onChange, ...row }: SwitchSettingProps) {
  return (
    <SettingRow {...row}>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </SettingRow>
  )
}
