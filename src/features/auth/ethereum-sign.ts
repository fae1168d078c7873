// Loaded on demand (see use-auth-submit.ts): only people who sign in with a wallet need it.
import type { Instance } from '@/api/instance/types'
import { connectEthereumWallet } from '@/lib/wallet/ethereum'
import { createLoginMessage } from '@/lib/wallet/login-message'
import { walletLoginDomain } from './wallet-domain'

export type EthereumSignature = { message: string; signature: string } | 'no-wallet' | 'refused'

/** Asks the browser wallet to sign this instance's EIP-4361 login message. */
export async function signEthereumLogin(
  instance: Pick<Instance, 'uri' | 'version' | 'login_message'>,
): Promise<EthereumSignature> {
  const wallet = await connectEthereumWallet()
  if (!wallet) return 'no-wallet'
  const message = createLoginMessage('ethereum', wallet.address, {
    domain: walletLoginDomain(instance),
    statement: instance.login_message,
    uri: window.location.origin,
  })
  const signature = await wallet.sign(message)
  return signature === null ? 'refused' : { message, signature }
}
