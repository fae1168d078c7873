import type { Account } from '../accounts/types'
import type { Status } from '../statuses/types'

export type Hashtag = { name: string; url?: string }

export type SearchResults = { accounts: Account[]; statuses: Status[]; hashtags: Hashtag[] }
