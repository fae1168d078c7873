import { Trans, useLingui } from '@lingui/react/macro'
import type { KeyboardEvent } from 'react'
import styles from './search-help.module.css'

type SearchHelpProps = {
  id: string
  onPick: (prefix: string) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
}

/** The prefixes the search understands; picking one puts it in the box. */
export function SearchHelp({ id, onPick, onKeyDown }: SearchHelpProps) {
  const { t } = useLingui()
  const items = [
    { prefix: '@', text: t`Search accounts` },
    { prefix: '#', text: t`Search hashtags` },
    { prefix: '>', text: t`Search posts` },
  ]
  return (
    <div id={id} className={styles.help}>
      <p className={styles.title}>
        <Trans>Start with</Trans>
      </p>
      <ul className={styles.list}>
        {items.map(({ prefix, text }) => (
          <li key={prefix}>
            <button type="button" className={styles.item} onClick={() => onPick(prefix)} onKeyDown={onKeyDown}>
              <kbd className={styles.prefix}>{prefix}</kbd> <span>{text}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
