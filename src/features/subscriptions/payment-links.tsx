import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Invoice } from '@/api/subscriptions/types'
import { pricePerMonth, xmrText } from '@/lib/monero/amounts'
import { encodePaymentRequest, localIsoTime, subscriptionRequestFields } from '@/lib/monero/payment-request'
import { moneroPaymentUri } from '@/lib/monero/payment-uri'
import { STALE } from '@/lib/query-client'
import { Button } from '@/ui/button'
import { iconCopy } from '@/ui/icons/copy'
import { showToast } from '@/ui/toast/toast-store'
import { QrCode } from './qr-code'
import styles from './subscriptions.module.css'

type PaymentLinksProps = {
  invoice: Invoice & { payment_address: string }
  recipientAcct: string
  price: number
  /** Puts text on the clipboard; false when refused. */
  copy: (text: string) => Promise<boolean>
}

/** Where to pay: the address as a monero: link with a Copy button, its QR code, and the recurring payment request. */
export function PaymentLinks({ invoice, recipientAcct, price, copy }: PaymentLinksProps) {
  const { t } = useLingui()
  const uri = moneroPaymentUri(invoice.payment_address, invoice.amount)
  const amount = xmrText(invoice.amount)
  const fields = subscriptionRequestFields({
    acct: recipientAcct,
    address: invoice.payment_address,
    monthlyXmr: xmrText(pricePerMonth(price)),
    start: localIsoTime(new Date(invoice.created_at)),
  })
  const request = useQuery({
    queryKey: ['monero-payment-request', fields],
    queryFn: () => encodePaymentRequest(fields),
    staleTime: STALE.NEVER,
  })
  const copyAddress = () => {
    // The toast region is a live region: "Copied" is announced.
    void copy(invoice.payment_address).then((done) =>
      showToast(done ? t`Copied to the clipboard` : t`Could not copy`, done ? 'info' : 'error'),
    )
  }
  return (
    <div className={styles.section}>
      <p>
        <Trans>Please send {amount} XMR to this address:</Trans>
      </p>
      <div className={styles.addressRow}>
        <a className={styles.address} href={uri}>
          {invoice.payment_address}
        </a>
        <Button size="sm" icon={iconCopy} onClick={copyAddress}>
          <Trans>Copy address</Trans>
        </Button>
      </div>
      <QrCode text={uri} label={t`QR code of the payment address`} />
      <details className={styles.details}>
        <summary>
          <Trans>Payment links for wallets</Trans>
        </summary>
        <p>
          <Trans>Payment URI</Trans>
        </p>
        <code className={styles.code}>{uri}</code>
        <p>
          <Trans>Monero recurring payment request</Trans>
        </p>
        {request.data ? (
          <code className={styles.code} data-testid="payment-request">
            {request.data}
          </code>
        ) : null}
      </details>
    </div>
  )
}
