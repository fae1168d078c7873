import { Trans } from '@lingui/react/macro'
import { usePageTitle } from '@/api/instance/page-title'
import { PageHeading } from '@/ui/page-heading'
import styles from './placeholder-page.module.css'

type PlaceholderPageProps = { title: string }

/** A screen that a later release fills in: its heading, page title and access rule already work. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  usePageTitle(title)
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <p className={styles.note}>
        <Trans>This screen is coming soon.</Trans>
      </p>
    </>
  )
}
