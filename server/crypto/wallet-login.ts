import type { FastifyRequest } from 'fastify'
import { AUTHENTICATION_METHODS, readConfig, type AuthenticationMethod } from '../db/config'
import type { Db } from '../db/database'
import { instanceHost, type AppState } from '../http/context'
import { notSupported, validationError } from '../http/errors'
import { verifyCaip122Monero } from './caip122'
import { MONERO_CHAIN_IDS, type MoneroNetwork } from './monero'
import { verifyEip4361, type LoginContext, type VerifyResult, type WalletSession } from './siwe'

export type WalletMethod = Exclude<AuthenticationMethod, 'password'>

export const isAuthenticationMethod = (text: string): text is AuthenticationMethod =>
  (AUTHENTICATION_METHODS as readonly string[]).includes(text)

/**
 * The Monero network sign-in addresses must belong to (the instance's Monero chain), or null when
 * Monero sign-in is not configured (Mitra then answers 418). Mitra needs a wallet RPC for it; the
 * demo verifies signatures itself, so offering caip122_monero is what configures it.
 */
export function moneroNetwork(db: Db): MoneroNetwork | null {
  const config = readConfig(db)
  if (!config.authentication_methods.includes('caip122_monero')) return null
  const entry = Object.entries(MONERO_CHAIN_IDS).find(([, id]) => id === config.monero_chain_id)
  return entry ? (entry[0] as MoneroNetwork) : 'mainnet'
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
 * when Monero is not configured. The domain must be the instance URL's host (Mitra's
 * `instance.hostname()`, from 5.1.0 `instance.uri().hostname()`; here it carries the port when
 * there is one). Up to 5.0 that is also Instance.uri; from 5.1.0 Instance.uri is the WebFinger
 * domain (`webfinger_hostname`), which may differ, and the check still takes the URL's host.
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
  const ctx = {
    hostname: instanceHost(state, req),
    loginMessage: readConfig(state.db).login_message,
    now: Date.now(),
    network,
    mitra: state.mitra,
  }
  const result = await verifyWalletLogin(method, message, signature, ctx)
  if (!result.ok) throw validationError(method === 'caip122_monero' ? 'invalid signature' : result.error)
  return result.session
}
