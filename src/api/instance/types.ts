import type { Account, AuthenticationMethod } from '../accounts/types'

export type Blockchain = {
  chain_id: string
  chain_metadata: { description?: string } | null
  features: { subscriptions: boolean; gate?: boolean }
}

export type Instance = {
  uri: string
  title: string
  short_description: string
  description: string
  version: string
  registrations: boolean
  approval_required?: boolean
  invites_enabled?: boolean
  stats?: { user_count: number; status_count: number; domain_count: number }
  configuration: {
    statuses: { max_characters: number; max_media_attachments: number }
    media_attachments: { supported_mime_types: string[]; image_size_limit?: number }
    polls?: { max_options: number; max_characters_per_option: number; min_expiration: number; max_expiration: number }
  }
  contact_account: Account | null
  login_message: string
  authentication_methods: AuthenticationMethod[]
  allow_unauthenticated: { timeline_local: boolean }
  federated_timeline_restricted?: boolean
  blockchains: Blockchain[]
  ipfs_gateway_url: string | null
}
