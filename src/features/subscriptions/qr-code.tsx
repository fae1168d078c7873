import { useQuery } from '@tanstack/react-query'
import { STALE } from '@/lib/query-client'
import { Spinner } from '@/ui/spinner'
import { qrCodeOf } from './qr-path'
import styles from './subscriptions.module.css'

/** Four modules of quiet zone around the code. */
const QUIET = 4

/** A QR code drawn as an SVG path (no inline style or script, for the strict CSP). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const code = useQuery({ queryKey: ['qr-code', text], queryFn: () => qrCodeOf(text), staleTime: STALE.NEVER })
  if (!code.data) return code.isError ? null : <Spinner size="sm" />
  const full = code.data.size + QUIET * 2
  return (
    <svg
      className={styles.qr}
      viewBox={`${-QUIET} ${-QUIET} ${full} ${full}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect className={styles.qrBackground} x={-QUIET} y={-QUIET} width={full} height={full} />
      <path className={styles.qrModules} d={code.data.path} />
    </svg>
  )
}
