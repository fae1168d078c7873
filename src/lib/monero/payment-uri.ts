import { xmrText } from './amounts'

/** monero:{address}, with ?tx_amount={XMR} when there is an amount (Monero URI format). */
export function moneroPaymentUri(address: string, amount?: number | bigint | null): string {
  return amount ? `monero:${address}?tx_amount=${xmrText(amount)}` : `monero:${address}`
}
