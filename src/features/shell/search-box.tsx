import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from '@/lib/router'
import { IconButton } from '@/ui/icon-button'
import { leavesElement } from '@/ui/leaves-element'
import { SearchHelp } from './search-help'
import styles from './search-box.module.css'
import { iconClose } from '@/ui/icons/close'
import { iconSearch } from '@/ui/icons/search'

/** A leading search prefix (@ accounts, # hashtags, > text) typed or picked earlier. */
const PREFIX = /^[@#>]\s*/

/**
 * The header search box (spec section 2): submit goes to /search?q=…, disabled while empty; a
 * clear button while there is text; on focus a list of prefixes, and picking one fills the box.
 */
export function SearchBox() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  // On the search screen the box shows the query of the URL, also when opened directly or reloaded.
  const urlQuery = pathname === '/search' ? (params.get('q') ?? '') : null
  const [value, setValue] = useState(urlQuery ?? '')
  const [shownQuery, setShownQuery] = useState(urlQuery)
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery)
    if (urlQuery !== null) setValue(urlQuery)
  }
  const [helpOpen, setHelpOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const helpId = useId()
  const query = value.trim()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!query) return
    setHelpOpen(false)
    void navigate(`/search?q=${encodeURIComponent(query)}`)
  }
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (leavesElement(event)) setHelpOpen(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && helpOpen) {
      event.preventDefault()
      setHelpOpen(false)
    }
  }
  const pick = (prefix: string) => {
    setValue((current) => prefix + current.replace(PREFIX, ''))
    inputRef.current?.focus()
    setHelpOpen(false)
  }
  const clear = () => {
    setValue('')
    inputRef.current?.focus()
  }

  return (
    <form role="search" className={styles.form} onSubmit={onSubmit} onBlur={onBlur}>
      <div className={styles.field}>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          name="q"
          aria-label={t`Search`}
          placeholder={t`Search`}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onFocus={() => setHelpOpen(true)}
          onClick={() => setHelpOpen(true)}
          onKeyDown={onKeyDown}
        />
        {value ? <IconButton icon={iconClose} size="sm" label={t`Clear search`} onClick={clear} /> : null}
        <IconButton type="submit" icon={iconSearch} size="sm" label={t`Search`} disabled={!query} className={styles.submit} />
      </div>
      {helpOpen ? (
        <div className={styles.popover}>
          <SearchHelp id={helpId} onPick={pick} onKeyDown={onKeyDown} />
        </div>
      ) : null}
    </form>
  )
}
