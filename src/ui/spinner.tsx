import styles from './spinner.module.css'

type SpinnerProps = {
  /** Visible text next to the spinner, also announced politely. */
  label?: string
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const wheel = <span className={`${styles.wheel} ${styles[size]}`} aria-hidden="true" />
  if (!label) return wheel
  return (
    <span className={className ? `${styles.status} ${className}` : styles.status} role="status">
      {wheel}
      <span>{label}</span>
    </span>
  )
}
