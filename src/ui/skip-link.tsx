import { Trans } from '@lingui/react/macro'
import styles from './skip-link.module.css'

type SkipLinkProps = { target?: string }

/** First focusable element of a layout: jumps over the navigation to the page content. */
export function SkipLink({ target = 'main' }: SkipLinkProps) {
  return (
    <a className={styles.skip} href={`#${target}`}>
      <Trans>Skip to content</Trans>
    </a>
  )
}
