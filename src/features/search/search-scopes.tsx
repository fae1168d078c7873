import { useLingui } from '@lingui/react/macro'
import { readSearch, scopedQuery, sectionApplies, type SearchScope } from '@/api/search/scope'
import { Link } from '@/lib/router'
import styles from './search-results.module.css'
import { searchPath } from '@/lib/paths'

/**
 * The scopes of a search as links (All, People, Tags, Posts): choosing one runs that search at once.
 * A scope Mitra cannot search for the text (several words are no address or hashtag) is left out.
 */
export function SearchScopes({ q }: { q: string }) {
  const { t } = useLingui()
  const { scope, text } = readSearch(q)
  if (scope === 'lookup' || text === '') return null
  const items: { scope: SearchScope; label: string; href: string }[] = [
    { scope: 'all', label: t`All`, href: searchPath(text) },
  ]
  if (sectionApplies('accounts', text))
    items.push({ scope: 'accounts', label: t`People`, href: searchPath(scopedQuery('accounts', text)) })
  if (sectionApplies('tags', text))
    items.push({ scope: 'tags', label: t`Tags`, href: searchPath(scopedQuery('tags', text)) })
  items.push({ scope: 'posts', label: t`Posts`, href: searchPath(scopedQuery('posts', text)) })
  return (
    <nav aria-label={t`Search in`} className={styles.scopes}>
      <ul className={styles.scopeList}>
        {items.map((item) => (
          <li key={item.scope}>
            <Link to={item.href} className={styles.scope} aria-current={item.scope === scope ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
