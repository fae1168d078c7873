/** Wire types of Mitra accounts, snake_case as sent (server 3.21; later servers tolerated). */

export type CustomEmoji = {
  shortcode: string
  url: string
  static_url?: string
  visible_in_picker?: boolean
}

export type Field = {
  name: string
  value: string
  verified_at: string | null
  is_legacy_proof?: boolean
}

export type PaymentOption =
  | { type: 'link'; name: string; href: string }
  | {
      type: 'monero-subscription'
      chain_id: string
      price: number
      object_id: string | null
      /** The smallest payment in piconero (Mitra 4.11.0+; absent at 3.21). */
      amount_min?: number
    }

export type MentionPolicy = 'none' | 'only_known' | 'only_contacts'

export type Role = {
  id: number
  name: string
  /** An array of names at 3.21; Mastodon's bitmask as a string from 3.22 on (then read permissions_names). */
  permissions: string[] | string
  permissions_names?: string[]
}

export type Account = {
  id: string
  username: string
  acct: string
  actor_id: string
  url: string
  /** Null for none at 3.21; "" for none from Mitra 5.9.0 on (read it with displayNameOf). */
  display_name: string | null
  created_at?: string
  note: string | null
  avatar: string | null
  header: string | null
  locked: boolean
  mention_policy: MentionPolicy
  bot: boolean
  /** A group's account (Mitra 5.6.0 and later; absent at 3.21). */
  is_group?: boolean
  identity_proofs: Field[]
  payment_options: PaymentOption[]
  fields: Field[]
  emojis: CustomEmoji[]
  followers_count: number
  following_count: number
  subscribers_count: number
  statuses_count: number
}

export type AuthenticationMethod = 'password' | 'eip4361' | 'caip122_monero'

export type ClientConfig = {
  locale?: string
  theme?: 'light' | 'dark'
  contentWarningsEnabled?: boolean
  defaultVisibility?: 'public' | 'private' | 'subscribers'
  ctrlEnterEnabled?: boolean
}

/** The current user as verify_credentials and friends return it. */
export type CredentialAccount = Account & {
  source: {
    note: string | null
    fields: Field[]
    /** The default visibility: served since Mitra 3.22 (always public), set through `source[privacy]` since 4.17. */
    privacy?: 'public' | 'private' | 'subscribers'
    /** Served since Mitra 3.22, always false; not read. */
    sensitive?: boolean
    /** The default post language (ISO 639-1) or null: Mitra 4.17 and later; absent before. */
    language?: string | null
  } | null
  role: Role | null
  authentication_methods: AuthenticationMethod[] | null
  client_config: Record<string, ClientConfig | undefined> | null
}
