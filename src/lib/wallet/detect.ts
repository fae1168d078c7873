/**
 * Whether the browser has an Ethereum wallet (EIP-1193 window.ethereum). Kept apart from the
 * wallet calls, which load only when someone signs.
 */

export type Eip1193Request = { method: string; params?: readonly unknown[] }
export type Eip1193Provider = { request: (args: Eip1193Request) => Promise<unknown> }

/** The injected provider, read each time (a wallet extension may inject it late). */
export function ethereumProvider(): Eip1193Provider | null {
  if (typeof window === 'undefined') return null
  const candidate = (window as { ethereum?: unknown }).ethereum
  if (candidate && typeof (candidate as Eip1193Provider).request === 'function') return candidate as Eip1193Provider
  return null
}

export function hasEthereumWallet(): boolean {
  return ethereumProvider() !== null
}
