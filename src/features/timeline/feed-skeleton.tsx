import styles from './feed-skeleton.module.css'

/** Placeholder cards while the first page loads (hidden from assistive technology). */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.list} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <span className={styles.avatar} />
          <span className={styles.lines}>
            <span className={styles.line} style={{ inlineSize: '40%' }} />
            <span className={styles.line} style={{ inlineSize: '92%' }} />
            <span className={styles.line} style={{ inlineSize: i % 2 ? '55%' : '74%' }} />
          </span>
        </div>
      ))}
    </div>
  )
}
