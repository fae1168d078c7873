import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, use, useDeferredValue, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '../button'
import { Dialog } from '../dialog'
import { Icon } from '../icon'
import { EmojiGrid, moveInGrid } from './emoji-grid'
import { loadStandardEmojis, matchesEmoji, type StandardEmoji } from './standard-emojis'
import type { EmojiChoice, EmojiPickerProps, PickerCustomEmoji } from './types'
import styles from './emoji-picker.module.css'
import { iconClose } from '@/ui/icons/close'

type ListProps = {
  query: string
  customEmojis: readonly PickerCustomEmoji[]
  onPick: (choice: EmojiChoice) => void
}

function useCategoryLabels(): Record<string, string> {
  const { t } = useLingui()
  return {
    'Smileys & Emotion': t`Smileys and emotion`,
    'People & Body': t`People and body`,
    'Animals & Nature': t`Animals and nature`,
    'Food & Drink': t`Food and drink`,
    'Travel & Places': t`Travel and places`,
    Activities: t`Activities`,
    Objects: t`Objects`,
    Symbols: t`Symbols`,
    Flags: t`Flags`,
  }
}

/** The full list: the instance's custom emojis, then the standard set by category, filtered. */
function FullList({ query, customEmojis, onPick, standard }: ListProps & { standard: Promise<StandardEmoji[]> }) {
  const { t } = useLingui()
  const emojis = use(standard)
  const labels = useCategoryLabels()
  const q = query.trim().toLowerCase().replace(/^:|:$/g, '')
  const custom = customEmojis.filter((e) => e.shortcode.toLowerCase().includes(q))
  const groups = new Map<string, StandardEmoji[]>()
  for (const emoji of emojis) {
    if (!matchesEmoji(emoji, q)) continue
    const list = groups.get(emoji.category) ?? []
    list.push(emoji)
    groups.set(emoji.category, list)
  }
  // One emoji in the Tab order: the first shown; the arrow keys reach the others.
  const customFirst = custom.length > 0
  if (custom.length === 0 && groups.size === 0) {
    return (
      <p className={styles.empty} role="status">
        <Trans>No emojis found</Trans>
      </p>
    )
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.sections} onKeyDown={moveInGrid}>
      {custom.length > 0 ? (
        <section className={styles.section}>
          <h3 className={styles.category}>
            <Trans>Custom emojis</Trans>
          </h3>
          <div role="group" aria-label={t`Custom emojis`} className={styles.grid}>
            {custom.map((e, i) => (
              <button
                key={e.shortcode}
                type="button"
                data-emoji=""
                tabIndex={i === 0 ? 0 : -1}
                className={styles.emoji}
                aria-label={`:${e.shortcode}:`}
                title={`:${e.shortcode}:`}
                onClick={() => onPick({ emoji: e.shortcode, url: e.url })}
              >
                <img className={styles.custom} src={e.url} alt="" loading="lazy" />
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {[...groups].map(([category, list], g) => (
        <section key={category} className={styles.section}>
          <h3 className={styles.category}>{labels[category] ?? category}</h3>
          <div role="group" aria-label={labels[category] ?? category} className={styles.grid}>
            {list.map((e, i) => (
              <button
                key={e.emoji}
                type="button"
                data-emoji=""
                tabIndex={!customFirst && g === 0 && i === 0 ? 0 : -1}
                className={styles.emoji}
                aria-label={e.description}
                title={`:${e.names[0] ?? ''}:`}
                onClick={() => onPick({ emoji: e.emoji })}
              >
                {e.emoji}
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}

/**
 * An emoji picker in a modal dialog: the quick emojis first with "More emojis…", which opens a
 * searchable list of the instance's custom emojis and the standard set (loaded only then). Arrow
 * keys move through the emojis, Escape closes, focus returns to the opener.
 */
export function EmojiPicker({
  title,
  quick = [],
  customEmojis = [],
  startFull = false,
  onPick,
  onClose,
}: EmojiPickerProps) {
  const { t } = useLingui()
  const [full, setFull] = useState(startFull || quick.length === 0)
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const [standard, setStandard] = useState<Promise<StandardEmoji[]> | null>(() => (full ? loadStandardEmojis() : null))
  const titleId = useId()
  const searchRef = useRef<HTMLInputElement>(null)
  const quickRef = useRef<HTMLDivElement>(null)
  const firstQuick = useRef<HTMLButtonElement>(null)

  const pick = (choice: EmojiChoice) => {
    onPick(choice)
    onClose()
  }
  const showAll = () => {
    setStandard(loadStandardEmojis())
    setFull(true)
    // The search field appears with this render; move there once it exists.
    requestAnimationFrame(() => searchRef.current?.focus())
  }
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const dialog = event.currentTarget.closest('dialog')
    const firstEmoji = dialog?.querySelector<HTMLButtonElement>('[data-list] button[data-emoji]')
    if (event.key === 'ArrowDown' && firstEmoji) {
      event.preventDefault()
      firstEmoji.focus()
    } else if (event.key === 'Enter') {
      event.preventDefault()
      firstEmoji?.click()
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      className={styles.picker}
      initialFocus={full ? searchRef : firstQuick}
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t`Close`} title={t`Close`} onClick={onClose}>
            <Icon path={iconClose} />
          </button>
        </div>
        {quick.length > 0 ? (
          <div ref={quickRef}>
            <EmojiGrid label={t`Quick reactions`} className={styles.quickRow}>
              {quick.map((q, i) => (
                <button
                  key={q.emoji}
                  ref={i === 0 ? firstQuick : undefined}
                  type="button"
                  data-emoji=""
                  tabIndex={i === 0 ? 0 : -1}
                  className={`${styles.emoji} ${styles.quick}`}
                  aria-label={q.label}
                  title={q.label}
                  onClick={() => pick({ emoji: q.emoji })}
                >
                  {q.emoji}
                </button>
              ))}
            </EmojiGrid>
          </div>
        ) : null}
        {full ? (
          <>
            <input
              ref={searchRef}
              type="search"
              className={styles.search}
              aria-label={t`Search emojis`}
              placeholder={t`Search emojis`}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={onSearchKeyDown}
            />
            <div className={styles.list} data-list="">
              <Suspense fallback={<p className={styles.empty}>{t`Loading emojis…`}</p>}>
                {standard ? (
                  <FullList query={deferred} customEmojis={customEmojis} onPick={pick} standard={standard} />
                ) : null}
              </Suspense>
            </div>
          </>
        ) : (
          <Button variant="ghost" size="sm" onClick={showAll} className={styles.moreButton}>
            <Trans>More emojis…</Trans>
          </Button>
        )}
      </div>
    </Dialog>
  )
}
