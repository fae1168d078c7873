import { RouteError } from './route-error'
import styles from './root-error.module.css'

type RootErrorProps = { error: unknown; onRetry: () => void; busy?: boolean }

/** The whole page when the shell itself could not load (usually: the API is unreachable). */
export function RootError(props: RootErrorProps) {
  return (
    <main id="main" className={styles.page}>
      <RouteError {...props} />
    </main>
  )
}
