import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  encodeMoneroAddress,
  publicKeyOf,
  reduceScalar,
  signMoneroMessage,
  viewSecretOf,
} from '../../server/crypto/monero'

/**
 * Test wallets for the wallet sign-in and address-linking journeys: an Ethereum account from a
 * private key, a Monero wallet from a fixed seed, and an EIP-1193 provider for a page.
 */

/** Well-known development keys (Hardhat accounts #1 and #2); never hold value with them. */
export const TEST_ETHEREUM_KEYS = [
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const

export type EthereumTestWallet = {
  /** EIP-55 checksummed. */
  address: Hex
  /** EIP-191 `personal_sign` of a text (UTF-8) or of raw bytes given as `{ raw: '0x…' }`: 0x-prefixed r ‖ s ‖ v. */
  signMessage: (message: string | { raw: Hex }) => Promise<Hex>
}

export function ethereumTestWallet(privateKeyHex: string = TEST_ETHEREUM_KEYS[0]): EthereumTestWallet {
  const key = (privateKeyHex.startsWith('0x') ? privateKeyHex : `0x${privateKeyHex}`) as Hex
  const account = privateKeyToAccount(key)
  return { address: account.address, signMessage: (message) => account.signMessage({ message }) }
}

/** The secret spend key (little-endian hex) of the Monero test wallet: Keccak256("mitra caip122 test spend key") mod ℓ. */
export const TEST_MONERO_SPEND_KEY = 'ad86ed8cf5177b6c4f88ac0ffa1c378a44df84ecbc320748051631dbc422e002'

export type MoneroTestWallet = {
  /** Mainnet standard (primary) address, 95 characters starting with 4. */
  address: string
  /** wallet2's `sign`: a `SigV2…` string (93 characters), made with the spend key unless told. */
  signMessage: (message: string, options?: { key?: 'spend' | 'view' }) => string
}

export function moneroTestWallet(spendKeyHex: string = TEST_MONERO_SPEND_KEY): MoneroTestWallet {
  const spend = reduceScalar(Uint8Array.from(Buffer.from(spendKeyHex, 'hex')))
  const view = viewSecretOf(spend)
  const keys = { spendKey: publicKeyOf(spend), viewKey: publicKeyOf(view) }
  return {
    address: encodeMoneroAddress('mainnet', keys.spendKey, keys.viewKey),
    signMessage: (message, options = {}) =>
      options.key === 'view' ? signMoneroMessage(message, keys, view, 1) : signMoneroMessage(message, keys, spend, 0),
  }
}

export type EthereumProviderControl = {
  /** The next `personal_sign` fails with EIP-1193 code 4001 (the person clicked Reject). */
  rejectNextSignature: () => void
  /** Every text the page asked the wallet to sign, in order (rejected ones included). */
  signedMessages: string[]
}

export type ProviderOptions = {
  /** eth_requestAccounts/eth_accounts answer lower-case, as MetaMask does, unless this is true. */
  checksummedAccounts?: boolean
}

const SIGN_FUNCTION = '__parleyTestWalletSign'

/**
 * Defines `window.ethereum` (EIP-1193) on every document the page loads: eth_requestAccounts,
 * eth_accounts, eth_chainId ('0x1'), net_version and personal_sign ([hexMessage, address]); other
 * methods fail with code 4200. Call before the page navigates.
 */
export async function installEthereumProvider(
  page: Page,
  wallet: EthereumTestWallet,
  options: ProviderOptions = {},
): Promise<EthereumProviderControl> {
  const control: EthereumProviderControl & { reject: boolean } = {
    reject: false,
    signedMessages: [],
    rejectNextSignature: () => {
      control.reject = true
    },
  }
  await page.exposeFunction(SIGN_FUNCTION, async (data: string): Promise<{ signature: Hex } | { rejected: true }> => {
    const isHex = /^0x(?:[0-9a-fA-F]{2})*$/.test(data)
    control.signedMessages.push(isHex ? Buffer.from(data.slice(2), 'hex').toString('utf8') : data)
    if (control.reject) {
      control.reject = false
      return { rejected: true }
    }
    return { signature: await wallet.signMessage(isHex ? { raw: data as Hex } : data) }
  })
  const account = options.checksummedAccounts ? wallet.address : wallet.address.toLowerCase()
  await page.addInitScript({ content: providerScript(account) })
  return control
}

/**
 * The in-page provider, as script text so that no transpiler helper (esbuild's `__name`) can
 * leak into the page. Errors carry EIP-1193 codes, which viem maps (4001: UserRejectedRequestError).
 */
function providerScript(account: string): string {
  return `(() => {
  const account = ${JSON.stringify(account)};
  const fail = (code, message) => Object.assign(new Error(message), { code });
  // Looked up per call: the binding Playwright exposes may arrive after this script runs.
  const signer = () => globalThis[${JSON.stringify(SIGN_FUNCTION)}];
  const request = async ({ method, params = [] }) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account];
      case 'eth_chainId':
        return '0x1';
      case 'net_version':
        return '1';
      case 'personal_sign': {
        const [first, second] = params;
        // Some callers put the address first; sign whichever parameter is not the account.
        const data = typeof first === 'string' && first.toLowerCase() === account.toLowerCase() ? second : first;
        if (typeof data !== 'string') throw fail(-32602, 'Invalid parameters');
        const sign = signer();
        if (!sign) throw fail(4900, 'Disconnected');
        const result = await sign(data);
        if (result.rejected) throw fail(4001, 'User rejected the request.');
        return result.signature;
      }
      default:
        throw fail(4200, 'Unsupported method: ' + method);
    }
  };
  const provider = { isParleyTestWallet: true, request, on: () => provider, removeListener: () => provider };
  Object.defineProperty(globalThis, 'ethereum', { value: provider, configurable: true });
})();`
}
