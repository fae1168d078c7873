import styles from './navigation-progress.module.css'

/** A thin bar at the top while the next screen loads (appears only after a short delay). */
export function NavigationProgress() {
  return <div className={styles.bar} aria-hidden="true" />
}
