import { stmt, type Db } from './database'

/** Instance settings kept in the instance_config table, changed with `npm run instance -- update-config`. */
export type InstanceConfig = {
  instance_title: string
  instance_short_description: string
  /** Markdown, rendered to HTML for GET /api/v1/instance. */
  instance_description: string
  /** false means invite-only (Mitra's registration type "invite"). */
  registrations_open: boolean
  /** Role given to new accounts: user or read_only_user. */
  default_role: 'user' | 'read_only_user'
  login_message: string
  /** Guests may read the local timeline. */
  instance_timeline_public: boolean
  /** Only admins may read the federated timeline. */
  federated_timeline_restricted: boolean
  /** Show the admin as the contact account. */
  instance_staff_public: boolean
  post_character_limit: number
  max_media_attachments: number
  ipfs_gateway_url: string | null
  /** Mitra's `ipfs_api_url`: saving posts to IPFS works only when it is set (this demo only pretends to store). */
  ipfs_api_url: string | null
  /** Mitra's limits.media.file_size_limit in bytes; request bodies may be twice as large. */
  media_file_size_limit: number
  /** Mitra's per-IP limits on sign-in and sign-up; off by default (everything here is 127.0.0.1). */
  rate_limits_enabled: boolean
  /** Sign-in and sign-up methods the instance offers (Mitra's `authentication_methods`). */
  authentication_methods: AuthenticationMethod[]
  /** Monero payments (Mitra's `blockchains` entry of type monero): off unless configured. */
  monero_subscriptions: boolean
  /** CAIP-2 id of the Monero network the instance's wallet is on. */
  monero_chain_id: string
  /** Markdown shown as the chain's metadata description; "" for none (chain_metadata null). */
  monero_chain_description: string
  /**
   * Mitra's `webfinger_hostname` (5.1.0+, split-domain setups): the domain of handles, reported as
   * Instance.uri by the 5.9 dialect; null for the instance's own host. 3.21 has no such setting.
   */
  webfinger_hostname: string | null
  /**
   * Domains the instance rejects: Mitra 5.9's filter rules with the reject actions (`mitra
   * add-filter-rule reject DOMAIN`), listed by GET /api/v1/instance/domain_blocks (5.9 only).
   */
  blocked_domains: string[]
  /** Mitra's dynamic `filter_blocklist_public` (5.9): guests may read the blocked domains too. */
  filter_blocklist_public: boolean
  /**
   * Mitra's `authentication_token_lifetime` (config.yaml), in seconds: how long a new access token
   * lives. null: the release's default (7 days at 3.21, 30 days at 5.9; server/db/tokens.ts).
   */
  authentication_token_lifetime: number | null
}

export const AUTHENTICATION_METHODS = ['password', 'eip4361', 'caip122_monero'] as const
export type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number]

/** CAIP-2 ids of the Monero networks. */
export const MONERO_CHAINS = {
  mainnet: 'monero:418015bb9ae982a1975da7d79277c270',
  stagenet: 'monero:76ee3cc98646292206cd3e86f74d88b4',
  testnet: 'monero:48ca7cd3c8de5b6a4d53d2861fbdaedc',
} as const

export const DEFAULT_CONFIG: InstanceConfig = {
  instance_title: 'Parley',
  instance_short_description: '',
  instance_description: '',
  registrations_open: true,
  default_role: 'user',
  login_message: 'Do not sign this message on other sites!',
  instance_timeline_public: true,
  federated_timeline_restricted: false,
  instance_staff_public: true,
  post_character_limit: 5000,
  max_media_attachments: 15,
  ipfs_gateway_url: null,
  ipfs_api_url: null,
  media_file_size_limit: 20 * 1024 * 1024,
  rate_limits_enabled: true,
  authentication_methods: ['password', 'eip4361', 'caip122_monero'],
  monero_subscriptions: false,
  monero_chain_id: MONERO_CHAINS.mainnet,
  monero_chain_description: '',
  webfinger_hostname: null,
  blocked_domains: [],
  filter_blocklist_public: false,
  authentication_token_lifetime: null,
}

export type ConfigKey = keyof InstanceConfig

type Parser = (text: string) => InstanceConfig[ConfigKey]

function bool(text: string): boolean {
  if (text === 'true') return true
  if (text === 'false') return false
  throw new Error('expected true or false')
}

function int(min: number, max: number) {
  return (text: string): number => {
    if (!/^\d+$/.test(text)) throw new Error(`expected an integer from ${min} to ${max}`)
    const n = Number(text)
    if (n < min || n > max) throw new Error(`expected an integer from ${min} to ${max}`)
    return n
  }
}

const text = (s: string) => s

/** A comma list of methods, e.g. "password,eip4361"; at least one, no repeats. */
function methods(text: string): AuthenticationMethod[] {
  const list = text
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '')
  const known = AUTHENTICATION_METHODS as readonly string[]
  const bad = list.find((m) => !known.includes(m))
  if (list.length === 0 || bad !== undefined)
    throw new Error(`expected a comma list of ${AUTHENTICATION_METHODS.join(', ')}`)
  if (new Set(list).size !== list.length) throw new Error('a method is listed twice')
  return list as AuthenticationMethod[]
}

/** A Monero CAIP-2 id: one of the known networks, or given by name (mainnet, stagenet, testnet). */
function moneroChain(text: string): string {
  const byName = (MONERO_CHAINS as Record<string, string>)[text]
  if (byName) return byName
  if (!(Object.values(MONERO_CHAINS) as string[]).includes(text)) {
    throw new Error(`expected mainnet, stagenet, testnet or one of ${Object.values(MONERO_CHAINS).join(', ')}`)
  }
  return text
}

/** A bare hostname (no scheme, port or path), or "" for none. */
function hostname(text: string): string | null {
  if (text === '') return null
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(text))
    throw new Error('expected a hostname such as social.example, or ""')
  return text.toLowerCase()
}

/** A comma list of hostnames, e.g. "spam.example,bad.example"; "" for none. */
function hostnames(text: string): string[] {
  const list = text
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '')
  return [...new Set(list.map((h) => hostname(h) ?? ''))]
}

/** The largest media_file_size_limit; the server's hard body limit is twice this. */
export const MAX_FILE_SIZE_LIMIT = 100 * 1024 * 1024

/** Bytes, with an optional K, M or G suffix (powers of 1024), as Mitra's config writes "20M". */
function size(text: string): number {
  const m = /^(\d+)([KMG]?)$/i.exec(text.trim())
  if (!m) throw new Error('expected a size in bytes, optionally with K, M or G (e.g. 10M)')
  const unit = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[(m[2] ?? '').toUpperCase() as '' | 'K' | 'M' | 'G']
  const n = Number(m[1]) * unit
  if (n < 1 || n > MAX_FILE_SIZE_LIMIT)
    throw new Error(`expected a size from 1 byte to ${MAX_FILE_SIZE_LIMIT / 1024 ** 2}M`)
  return n
}

/** How each key is read from the command line, with a line of help. */
export const CONFIG_KEYS: Record<ConfigKey, { parse: Parser; help: string }> = {
  instance_title: { parse: text, help: 'title shown on the landing page' },
  instance_short_description: { parse: text, help: 'one-line description (plain text)' },
  instance_description: { parse: text, help: 'about-page description (Markdown)' },
  registrations_open: { parse: bool, help: 'true or false; false makes sign-up invite-only' },
  default_role: {
    parse: (s) => {
      if (s !== 'user' && s !== 'read_only_user') throw new Error('expected user or read_only_user')
      return s
    },
    help: 'role of new accounts: user or read_only_user',
  },
  login_message: { parse: text, help: 'statement wallets sign when signing in' },
  instance_timeline_public: { parse: bool, help: 'true or false; guests may read the local timeline' },
  federated_timeline_restricted: { parse: bool, help: 'true or false; only admins may read the federated timeline' },
  instance_staff_public: { parse: bool, help: 'true or false; show the admin as contact account' },
  post_character_limit: { parse: int(1, 100000), help: 'maximum characters per post (1-100000)' },
  max_media_attachments: { parse: int(0, 100), help: 'maximum attachments per post (0-100)' },
  ipfs_gateway_url: { parse: (s) => (s === '' ? null : s), help: 'IPFS gateway URL, or "" for none' },
  ipfs_api_url: {
    parse: (s) => (s === '' ? null : s),
    help: 'IPFS API URL, or "" for none; saving posts to IPFS needs it',
  },
  media_file_size_limit: { parse: size, help: 'largest upload in bytes (10M, 500K...); bodies may be twice as large' },
  rate_limits_enabled: { parse: bool, help: 'true or false; Mitra rate limits on /oauth/token and sign-up' },
  authentication_methods: { parse: methods, help: 'comma list of password, eip4361, caip122_monero' },
  monero_subscriptions: { parse: bool, help: 'true or false; Monero blockchain with paid subscriptions' },
  monero_chain_id: { parse: moneroChain, help: 'Monero network: mainnet, stagenet, testnet or its CAIP-2 id' },
  monero_chain_description: { parse: text, help: 'Monero chain description (Markdown), or "" for none' },
  webfinger_hostname: {
    parse: hostname,
    help: 'WebFinger domain of handles (Mitra 5.9 only), or "" for the instance host',
  },
  blocked_domains: {
    parse: hostnames,
    help: 'comma list of rejected domains (Mitra 5.9 filter rules), or "" for none',
  },
  filter_blocklist_public: { parse: bool, help: 'true or false; guests may read the blocked domains (Mitra 5.9)' },
  authentication_token_lifetime: {
    parse: (s) => (s === '' ? null : int(1, 4294967295)(s)),
    help: 'seconds a new access token lives, or "" for the default (3.21: 7 days, 5.9: 30 days)',
  },
}

export function isConfigKey(key: string): key is ConfigKey {
  return Object.hasOwn(CONFIG_KEYS, key)
}

/**
 * Reads the whole configuration. It is one small query, so the server calls it per request and
 * picks up changes the CLI makes while it runs.
 */
export function readConfig(db: Db): InstanceConfig {
  const rows = stmt(db, 'SELECT key, value FROM instance_config').all() as { key: string; value: string }[]
  const config: InstanceConfig = { ...DEFAULT_CONFIG }
  for (const { key, value } of rows) {
    if (!isConfigKey(key)) continue
    try {
      ;(config as Record<ConfigKey, unknown>)[key] = JSON.parse(value)
    } catch {
      // A hand-edited bad value falls back to the default.
    }
  }
  return config
}

export function writeConfig<K extends ConfigKey>(db: Db, key: K, value: InstanceConfig[K]): void {
  stmt(
    db,
    'INSERT INTO instance_config (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value))
}

/** Parses command-line text for a key; throws with a message on a bad value. */
export function parseConfigValue(key: ConfigKey, raw: string): InstanceConfig[ConfigKey] {
  return CONFIG_KEYS[key].parse(raw)
}

/** The sign-in and sign-up methods this instance offers (for the wallet sign-in code, too). */
export function authenticationMethods(db: Db): AuthenticationMethod[] {
  return readConfig(db).authentication_methods
}

export function isAuthenticationMethodEnabled(db: Db, method: AuthenticationMethod): boolean {
  return authenticationMethods(db).includes(method)
}

export type MoneroConfig = { chainId: string; description: string }

/** The Monero settings when Monero subscriptions are on; null answers 418 "operation not supported". */
export function moneroConfig(config: InstanceConfig): MoneroConfig | null {
  if (!config.monero_subscriptions) return null
  return { chainId: config.monero_chain_id, description: config.monero_chain_description }
}
