import { RouteError } from './route-error'
import styles from './root-error.module.css'

/** The whole page when the shell itself could not load (usually: the API is unreachable). */
export function RootError() {
  return (
    <main id="main" className={styles.page}>
      <RouteError />
    </main>
  )
}
