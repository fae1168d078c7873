import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Account } from '@/api/accounts/types'
import { searchRequestQuery } from '@/api/search/queries'
import { readSearch, scopedQuery, sectionApplies, suggestionRequests, type SectionKind } from '@/api/search/scope'
import { Avatar } from '@/ui/avatar'
import { DisplayName } from '@/ui/display-name'
import { Icon } from '@/ui/icon'
import { iconHash } from '@/ui/icons/hash'
import { iconSearch } from '@/ui/icons/search'
import { SUGGEST_DEBOUNCE_MS } from './search-combobox'
import styles from './search-suggestions.module.css'
import { profilePath, searchPath, tagPath } from '@/lib/paths'

// The search box's other popup and its keys come with the suggestions, loaded on first use.
export { comboboxKey } from './search-combobox'
export { SearchHelp } from './search-help'

/** Accounts and hashtags suggested while typing, each. */
export const SUGGESTION_LIMIT = 5

export type SuggestionOption =
  | { kind: 'account'; key: string; href: string; account: Account }
  | { kind: 'tag'; key: string; href: string; name: string }
  | {
      kind: 'scope'
      key: string
      href: string
      scope: SectionKind
      text: string
    }

/** `value` once typing has paused for a quarter second. */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(id)
  }, [value])
  return settled
}

/**
 * The options of the search box for `value`: accounts and hashtags found by the server (asked
 * for after a pause in typing), then, for a plain query, the scopes to search it in.
 */
export function useSearchSuggestions(value: string, enabled: boolean): { options: SuggestionOption[]; busy: boolean } {
  const queryClient = useQueryClient()
  const settled = useDebounced(value.trim())
  const requests = suggestionRequests(settled)
  const accounts = useQuery({
    ...searchRequestQuery(queryClient, requests.accounts ?? { q: '' }, SUGGESTION_LIMIT),
    enabled: enabled && requests.accounts !== null,
  })
  const tags = useQuery({
    ...searchRequestQuery(queryClient, requests.tags ?? { q: '' }, SUGGESTION_LIMIT),
    enabled: enabled && requests.tags !== null,
  })
  const options: SuggestionOption[] = []
  // Results for an earlier text are kept while typing on from it, and dropped once it is changed.
  const current = value.trim()
  const relevant = current.startsWith(settled) && current !== ''
  if (relevant && requests.accounts) {
    for (const account of accounts.data?.accounts.slice(0, SUGGESTION_LIMIT) ?? []) {
      options.push({
        kind: 'account',
        key: `a:${account.id}`,
        href: profilePath(account.acct),
        account,
      })
    }
  }
  if (relevant && requests.tags) {
    for (const tag of tags.data?.hashtags.slice(0, SUGGESTION_LIMIT) ?? []) {
      options.push({
        kind: 'tag',
        key: `t:${tag.name}`,
        href: tagPath(tag.name),
        name: tag.name,
      })
    }
  }
  const { scope, text } = readSearch(value)
  if (scope === 'all' && text !== '') {
    for (const kind of ['accounts', 'tags', 'posts'] as const) {
      if (sectionApplies(kind, text))
        options.push({
          kind: 'scope',
          key: `s:${kind}`,
          href: searchPath(scopedQuery(kind, text)),
          scope: kind,
          text,
        })
    }
  }
  const busy = settled !== value.trim() || accounts.isFetching || tags.isFetching
  return { options, busy }
}

/**
 * Runs the suggestions for `value` and hands their options to the search box, which loads this
 * module when it is first used (its code and queries stay out of the first screen).
 */
export function SuggestionSource({
  value,
  enabled,
  onOptions,
}: {
  value: string
  enabled: boolean
  onOptions: (options: SuggestionOption[]) => void
}) {
  const { options } = useSearchSuggestions(value, enabled)
  // Handed on when they change, not on every render (each render builds new option objects).
  const keys = options.map((option) => `${option.key} ${option.href}`).join('\n')
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onOptions(options), [keys, onOptions])
  return null
}

type ListProps = {
  id: string
  /** The listbox's name, and the text of a scope option: given by the search box, whose messages load with the layout. */
  label: string
  scopeLabel: (scope: SectionKind, text: string) => string
  options: SuggestionOption[]
  active: number
  optionId: (index: number) => string
  onChoose: (option: SuggestionOption) => void
}

/** The listbox of the search combobox; the text field keeps focus (aria-activedescendant). */
export function SearchSuggestionList({ id, label, scopeLabel, options, active, optionId, onChoose }: ListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.list}>
      {options.map((option, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys
        <li
          key={option.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={`${styles.option} ${option.kind === 'scope' ? styles.scope : ''}`}
          // Keep focus in the text field while the pointer presses; keys are the combobox's (its
          // options are never focused, aria-activedescendant points at them).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          <OptionContent option={option} scopeLabel={scopeLabel} />
        </li>
      ))}
    </ul>
  )
}

function OptionContent({ option, scopeLabel }: { option: SuggestionOption; scopeLabel: ListProps['scopeLabel'] }) {
  if (option.kind === 'account') {
    return (
      <>
        <Avatar account={option.account} size={28} />
        <span className={styles.text}>
          <DisplayName account={option.account} className={styles.name} />
          <span className={styles.acct}>@{option.account.acct}</span>
        </span>
      </>
    )
  }
  if (option.kind === 'tag') {
    return (
      <>
        <span className={styles.icon} aria-hidden="true">
          <Icon path={iconHash} />
        </span>
        <span className={styles.text}>
          <span className={styles.name}>#{option.name}</span>
        </span>
      </>
    )
  }
  const label = scopeLabel(option.scope, option.text)
  return (
    <>
      <span className={styles.icon} aria-hidden="true">
        <Icon path={iconSearch} />
      </span>
      <span className={styles.text}>{label}</span>
    </>
  )
}
