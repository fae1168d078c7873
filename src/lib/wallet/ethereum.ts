/**
 * Browser Ethereum wallets through EIP-1193 (window.ethereum). Spec §5 and §8: no wallet means
 * 'wallet not found'; a refused signature stops quietly (null); other failures are thrown.
 */

import { ethereumProvider, type Eip1193Provider } from './detect'

export { ethereumProvider, hasEthereumWallet, type Eip1193Provider } from './detect'

/** EIP-1193 code of a request the user turned down. */
const USER_REJECTED = 4001

export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  return code === USER_REJECTED || (cause !== undefined && cause !== error && isUserRejection(cause))
}

/** UTF-8 bytes as 0x-prefixed hex, the form personal_sign takes its message in. */
export function utf8ToHex(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export type EthereumWallet = {
  /** The checksummed (EIP-55) address of the wallet's first account. */
  address: string
  /** personal_sign of `message`; null when the user refused. */
  sign: (message: string) => Promise<string | null>
}

/**
 * Asks the wallet for its accounts. Null when there is no wallet, the request fails or no account
 * is shared: the callers then report that no wallet was found.
 */
export async function connectEthereumWallet(
  provider: Eip1193Provider | null = ethereumProvider(),
): Promise<EthereumWallet | null> {
  if (!provider) return null
  let accounts: unknown
  try {
    accounts = await provider.request({ method: 'eth_requestAccounts' })
  } catch {
    return null
  }
  const account = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null
  if (!account) return null
  const { checksumAddress } = await import('./checksum')
  const address = checksumAddress(account)
  return {
    address,
    sign: async (message) => {
      try {
        const signature = await provider.request({ method: 'personal_sign', params: [utf8ToHex(message), account] })
        if (typeof signature !== 'string') throw new Error('The wallet returned no signature')
        return signature
      } catch (error) {
        if (isUserRejection(error)) return null
        throw error
      }
    },
  }
}
