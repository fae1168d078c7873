import type { Account } from '@/api/accounts/types'

/** One declared alias: its actor id, and the account when the server knows it (else null: Unknown). */
export type DeclaredAlias = { id: string; account: Account | null }

/** GET /api/v1/accounts/{id}/aliases/all, and the answer of adding or removing an alias. */
export type Aliases = {
  declared: Account[]
  declared_all: DeclaredAlias[]
  verified: Account[]
}
