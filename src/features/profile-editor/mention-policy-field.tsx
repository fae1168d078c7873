import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { MentionPolicy } from '@/api/accounts/types'
import styles from './profile-editor.module.css'

type MentionPolicyFieldProps = { value: MentionPolicy; onChange: (value: MentionPolicy) => void }

const POLICIES: readonly MentionPolicy[] = ['none', 'only_known', 'only_contacts']

/** Who may mention the user (spec §9: everybody, everybody except new accounts, follows and followers). */
export function MentionPolicyField({ value, onChange }: MentionPolicyFieldProps) {
  const { t } = useLingui()
  const name = useId()
  const labels: Record<MentionPolicy, string> = {
    none: t`Everybody`,
    only_known: t`Everybody except new accounts`,
    only_contacts: t`Follows and followers`,
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>
        <Trans>Who can mention you</Trans>
      </legend>
      {POLICIES.map((policy) => (
        <label key={policy} className={styles.choice}>
          <input type="radio" name={name} value={policy} checked={value === policy} onChange={() => onChange(policy)} />
          {labels[policy]}
        </label>
      ))}
    </fieldset>
  )
}
