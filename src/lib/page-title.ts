import { useEffect } from 'react'
import { useInstance } from '@/api/instance/queries'

/** Shown where the instance title is unknown. */
export const PRODUCT_NAME = 'Parley'

/** "<section> | <instance title>", or the instance title alone when there is no section. */
export function formatPageTitle(section: string | null | undefined, instanceTitle: string | null | undefined): string {
  const site = instanceTitle?.trim() || PRODUCT_NAME
  return section ? `${section} | ${site}` : site
}

/**
 * Sets document.title for the current screen (spec section 2: section name plus instance title,
 * the product name as fallback). Pass the already translated section name.
 */
export function usePageTitle(section?: string | null): void {
  const title = useInstance()?.title
  useEffect(() => {
    document.title = formatPageTitle(section, title)
  }, [section, title])
}
