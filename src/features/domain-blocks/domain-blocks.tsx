import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { domainBlocksQuery } from '@/api/instance/domain-blocks'
import { ApiError } from '@/lib/http'
import { QueryLoadError } from '@/ui/load-error'
import styles from './domain-blocks.module.css'

type DomainBlocksProps = {
  /** Whether a member is signed in: a guest is shown the list only where the instance allows. */
  signedIn: boolean
  /** The About card's section classes, so that it sits with the others. */
  sectionClass: string
  titleClass: string
}

/**
 * On About, on an instance that lists them (Mitra 4.12.0): the domains the instance does not talk
 * to. Members always see them; guests only where the admin made the list public, as Mitra refuses
 * a guest otherwise (401), and a refusal shows nothing. Nothing either when there are none.
 */
export function DomainBlocks({ signedIn, sectionClass, titleClass }: DomainBlocksProps) {
  const titleId = useId()
  const blocks = useQuery(domainBlocksQuery(signedIn))
  const refusedToGuest = !signedIn && blocks.error instanceof ApiError && blocks.error.status === 401
  if (blocks.isPending || refusedToGuest || (blocks.data && blocks.data.length === 0)) return null
  return (
    <section className={sectionClass} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClass}>
        <Trans>Blocked domains</Trans>
      </h2>
      {blocks.data ? (
        <>
          <p className={styles.note}>
            <Trans>This server does not exchange posts or messages with these domains.</Trans>
          </p>
          <ul className={styles.list}>
            {blocks.data.map((block) => (
              <li key={block.domain} dir="ltr">
                {block.domain}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <QueryLoadError title={<Trans>The blocked domains could not be loaded</Trans>} query={blocks} />
      )}
    </section>
  )
}
