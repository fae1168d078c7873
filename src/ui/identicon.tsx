import type { CSSProperties } from 'react'
import { identiconShape } from '@/lib/identicon'
import styles from './avatar.module.css'

type IdenticonProps = { seed: string; size: number; className?: string }

/** A generated avatar drawn from the account's actor id, in the account's hue. */
export function Identicon({ seed, size, className }: IdenticonProps) {
  const { hue, cells } = identiconShape(seed)
  const style = { '--identicon-hue': hue } as CSSProperties
  return (
    <svg
      className={[styles.avatar, styles.identicon, className].filter(Boolean).join(' ')}
      style={style}
      viewBox="-0.5 -0.5 6 6"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect className={styles.identiconBg} x="-0.5" y="-0.5" width="6" height="6" />
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} className={styles.identiconCell} x={x} y={y} width="1.02" height="1.02" />
      ))}
    </svg>
  )
}
