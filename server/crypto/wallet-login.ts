import type { FastifyRequest } from 'fastify'
import { readConfig } from '../db/config'
import { stmt, type Db } from '../db/database'
import { instanceHost, type AppState } from '../http/context'
import { notSupported, validationError } from '../http/errors'
import { verifyCaip122Monero } from './caip122'
import type { MoneroNetwork } from './monero'
import { verifyEip4361, type LoginContext, type VerifyResult, type WalletSession } from './siwe'

export const AUTHENTICATION_METHODS = ['password', 'eip4361', 'caip122_monero'] as const
export type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number]
export type WalletMethod = Exclude<AuthenticationMethod, 'password'>

export const isAuthenticationMethod = (text: string): text is AuthenticationMethod =>
  (AUTHENTICATION_METHODS as readonly string[]).includes(text)

function configValue(db: Db, key: string): unknown {
  const row = stmt(db, 'SELECT value FROM instance_config WHERE key = ?').get(key) as { value: string } | undefined
  if (!row) return undefined
  try {
    return JSON.parse(row.value) as unknown
  } catch {
    return undefined
  }
}

/** The instance's `authentication_methods` setting; all three when unset or unreadable. */
export function enabledAuthenticationMethods(db: Db): AuthenticationMethod[] {
  const value = configValue(db, 'authentication_methods')
  if (!Array.isArray(value)) return [...AUTHENTICATION_METHODS]
  return value.filter((m): m is AuthenticationMethod => typeof m === 'string' && isAuthenticationMethod(m))
}

/**
 * The Monero network sign-in addresses must belong to, or null when Monero is not configured
 * (Mitra then answers 418). Mitra needs a wallet RPC for this; the demo verifies signatures itself,
 * so offering caip122_monero is what configures it, on mainnet.
 */
export function moneroNetwork(db: Db): MoneroNetwork | null {
  return enabledAuthenticationMethods(db).includes('caip122_monero') ? 'mainnet' : null
}

/** Verifies a wallet sign-in message and its signature for one method. */
export async function verifyWalletLogin(
  method: WalletMethod,
  message: string,
  signature: string,
  ctx: LoginContext & { network: MoneroNetwork },
): Promise<VerifyResult> {
  return method === 'eip4361' ? verifyEip4361(message, signature, ctx) : verifyCaip122Monero(message, signature, ctx)
}

/**
 * The wallet session of a sign-in or sign-up request, or Mitra's error: 400 when the message or
 * signature is missing or does not verify (Monero failures all read "invalid signature"), 418
 * when Monero is not configured. The domain must be this instance's `uri` (Mitra's hostname; here
 * it carries the port when there is one, and the web client copies it into the message).
 */
export async function walletSession(
  state: AppState,
  req: FastifyRequest,
  method: WalletMethod,
  message: string | null,
  signature: string | null,
): Promise<WalletSession> {
  if (!message) throw validationError('message is required')
  if (!signature) throw validationError('signature is required')
  let network: MoneroNetwork = 'mainnet'
  if (method === 'caip122_monero') {
    const configured = moneroNetwork(state.db)
    if (!configured) throw notSupported()
    network = configured
  }
  const ctx = { hostname: instanceHost(state, req), loginMessage: readConfig(state.db).login_message, now: Date.now(), network }
  const result = await verifyWalletLogin(method, message, signature, ctx)
  if (!result.ok) throw validationError(method === 'caip122_monero' ? 'invalid signature' : result.error)
  return result.session
}
