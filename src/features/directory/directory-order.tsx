import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { DirectoryOrder } from '@/api/directory/endpoints'
import styles from './profile-directory.module.css'

type DirectoryOrderFieldProps = { value: DirectoryOrder; onChange: (value: DirectoryOrder) => void }

const ORDERS: readonly DirectoryOrder[] = ['active', 'username']

/** Recently active first, or by name (Mitra 4.6.0). */
export function DirectoryOrderField({ value, onChange }: DirectoryOrderFieldProps) {
  const { t } = useLingui()
  const name = useId()
  const labels: Record<DirectoryOrder, string> = { active: t`Recently active`, username: t`By name` }
  return (
    <fieldset className={styles.order}>
      <legend className={styles.orderLabel}>{t`Order`}</legend>
      {ORDERS.map((order) => (
        <label key={order} className={styles.choice}>
          <input type="radio" name={name} value={order} checked={value === order} onChange={() => onChange(order)} />
          {labels[order]}
        </label>
      ))}
    </fieldset>
  )
}
