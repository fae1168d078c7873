import { useLingui } from '@lingui/react/macro'
import { Avatar } from '@/ui/avatar'
import { DisplayName } from '@/ui/display-name'
import { suggestionId } from './suggest-rules'
import type { Suggestions } from './use-suggestions'
import styles from './suggestion-list.module.css'

type SuggestionListProps = {
  id: string
  suggestions: Suggestions
}

/**
 * The emoji or mention suggestions under the text box. Focus stays in the text box, which points
 * at the highlighted option with aria-activedescendant; a pointer can pick an option too.
 */
export function SuggestionList({ id, suggestions }: SuggestionListProps) {
  const { t } = useLingui()
  const { items, activeIndex, kind, choose } = suggestions
  return (
    <ul
      id={id}
      role="listbox"
      className={styles.list}
      aria-label={kind === 'emoji' ? t`Emoji suggestions` : t`Mention suggestions`}
    >
      {items.map((item, index) => (
        // Keyboard use goes through the text box (aria-activedescendant); the pointer picks here.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={item.key}
          id={suggestionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.option}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(index)}
        >
          {item.kind === 'emoji' ? (
            <>
              <img className={styles.emoji} src={item.emoji.url} alt="" width={24} height={24} />
              <span className={styles.code}>:{item.emoji.shortcode}:</span>
            </>
          ) : (
            <>
              <Avatar account={item.account} size={28} />
              <span className={styles.who}>
                <DisplayName account={item.account} className={styles.display} />
                <span className={styles.acct}>@{item.account.acct}</span>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
