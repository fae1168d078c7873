import styles from './logo.module.css'

type LogoProps = { size?: number; className?: string }

/** Parley's mark: two overlapping speech bubbles. Decorative. */
export function Logo({ size = 28, className }: LogoProps) {
  return (
    <svg
      className={className ? `${styles.logo} ${className}` : styles.logo}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.tile} x="0" y="0" width="32" height="32" rx="9" />
      <path
        className={styles.back}
        d="M13 8h11a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-1v3l-3.5-3H13a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3z"
      />
      <path
        className={styles.front}
        d="M8 12h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-6l-3.5 3v-3H8a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3z"
      />
    </svg>
  )
}
