import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react'

import type { SectionKind } from '@/api/search/scope'
import type * as SuggestionsModule from './search-suggestions'
import type { SuggestionOption } from './search-suggestions'
import { useLocation, useNavigate, useSearchParams } from '@/lib/router'
import { IconButton } from '@/ui/icon-button'
import { leavesElement } from '@/ui/leaves-element'
import styles from './search-box.module.css'
import { iconClose } from '@/ui/icons/close'
import { iconSearch } from '@/ui/icons/search'
import { searchPath } from '@/lib/paths'

type Suggestions = typeof SuggestionsModule

/** A leading search prefix (@ accounts, # hashtags, > text) typed or picked earlier. */
const PREFIX = /^[@#>]\s*/

/**
 * The header search box (spec section 2), an ARIA 1.2 combobox: submit goes to /search?q=…,
 * disabled while empty; a clear button while there is text. Empty and focused, it lists the
 * prefixes (picking one fills the box); with text, a listbox suggests accounts and hashtags (after
 * a pause in typing) and the scopes to search the text in: arrows move, Enter opens the active
 * option (or searches the text when none is), Escape closes, and choosing a scope runs it at once.
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
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  const helpId = useId()
  const listId = useId()
  const optionId = (index: number) => `${listId}-option-${index}`
  const query = value.trim()
  // The popups' code (prefix help, suggestions, arrow keys) loads as the box is first used: the
  // first screen does without it.
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null)
  const loadSuggestions = () => {
    if (!suggestions) void import('./search-suggestions').then((module) => setSuggestions(() => module))
  }
  const [options, setOptions] = useState<SuggestionOption[]>([])
  const listShown = open && query !== '' && options.length > 0
  const activeIndex = listShown && active < options.length ? active : -1

  const scopeLabel = (scope: SectionKind, text: string) => {
    if (scope === 'accounts') return t`Search people for “${text}”`
    if (scope === 'tags') return t`Search tags for “${text}”`
    return t`Search posts for “${text}”`
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!query) return
    close()
    void navigate(searchPath(query))
  }
  const choose = (option: SuggestionOption) => {
    close()
    void navigate(option.href)
  }
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (leavesElement(event)) close()
  }
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = suggestions?.comboboxKey(event.key, {
      open: open && (query === '' || listShown),
      active: activeIndex,
      count: listShown ? options.length : 0,
    })
    if (!action || action.type === 'none') return
    event.preventDefault()
    if (action.type === 'open') setOpen(true)
    else if (action.type === 'move') setActive(action.active)
    else if (action.type === 'close') close()
    else {
      const option = options[action.index]
      if (option) choose(option)
    }
  }
  const onHelpKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
      inputRef.current?.focus()
    }
  }
  const pick = (prefix: string) => {
    setValue((current) => prefix + current.replace(PREFIX, ''))
    inputRef.current?.focus()
    setOpen(false)
  }
  const clear = () => {
    setValue('')
    setActive(-1)
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
          role="combobox"
          aria-label={t`Search`}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t`Search`}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => {
            loadSuggestions()
            setValue(event.target.value)
            setActive(-1)
            setOpen(true)
          }}
          onFocus={() => {
            loadSuggestions()
            setOpen(true)
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onInputKeyDown}
        />
        {value ? <IconButton icon={iconClose} size="sm" label={t`Clear search`} onClick={clear} /> : null}
        <IconButton
          type="submit"
          icon={iconSearch}
          size="sm"
          label={t`Search`}
          disabled={!query}
          className={styles.submit}
        />
      </div>
      {open && query === '' && suggestions ? (
        <div className={styles.popover}>
          <suggestions.SearchHelp id={helpId} onPick={pick} onKeyDown={onHelpKeyDown} />
        </div>
      ) : null}
      {suggestions ? (
        <suggestions.SuggestionSource value={value} enabled={open && query !== ''} onOptions={setOptions} />
      ) : null}
      {listShown && suggestions ? (
        <div className={styles.popover}>
          <suggestions.SearchSuggestionList
            id={listId}
            label={t`Suggestions`}
            scopeLabel={scopeLabel}
            options={options}
            active={activeIndex}
            optionId={optionId}
            onChoose={choose}
          />
        </div>
      ) : null}
    </form>
  )
}
