import { SettingRow, type SettingFields } from './setting-row'
import styles from './settings.module.css'

type SelectSettingProps<T extends string> = SettingFields & {
  value: T
  options: readonly { value: T; label: string; lang?: string }[]
  onChange: (value: T) => void
}

/** A setting with a few named choices, disabled while a change is being saved. */
export function SelectSetting<T extends string>({ value, options, onChange, ...row }: SelectSettingProps<T>) {
  return (
    <SettingRow {...row}>
      {(control) => (
        <select
          {...control}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </SettingRow>
  )
}
