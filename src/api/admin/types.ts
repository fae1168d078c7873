import type { Account, Role } from '@/api/accounts/types'

/** An account as the admin list gives it (Mitra 5.9.0, GET /api/v2/admin/accounts). */
export type AdminAccount = {
  id: string
  role: Role | null
  account: Account
  /** "user", "group", "anonymous" or "nomadic". */
  account_type: string
  last_login_at: string | null
}
