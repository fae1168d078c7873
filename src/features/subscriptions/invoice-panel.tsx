import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useCancelInvoice } from '@/api/subscriptions/mutations'
import type { Invoice } from '@/api/subscriptions/types'
import { useNow } from '@/lib/dates'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { Spinner } from '@/ui/spinner'
import { invoiceView, type InvoiceMessage } from './invoice-state'
import { PaymentLinks } from './payment-links'
import styles from './subscriptions.module.css'

type InvoicePanelProps = {
  invoice: Invoice
  recipientAcct: string
  price: number
  /** Puts text on the clipboard; false when refused. */
  copy: (text: string) => Promise<boolean>
  /** OK: forget the invoice. */
  onDismiss: () => void
}

function StatusText({ message, minutesLeft }: { message: InvoiceMessage; minutesLeft: number | null }) {
  const { t } = useLingui()
  const minutes = minutesLeft ?? 0
  switch (message) {
    case 'awaiting':
      return <Spinner label={t`Awaiting response from the creator's server`} />
    case 'waiting':
      return (
        <p role="status">
          <Plural
            value={minutes}
            one="Waiting for payment, # minute left"
            other="Waiting for payment, # minutes left"
          />
        </p>
      )
    case 'underpaid':
      return <Alert>{t`The amount received is too small`}</Alert>
    case 'processing':
      return <Spinner label={t`Processing payment`} />
    case 'completed':
      return <Alert tone="info">{t`Payment completed`}</Alert>
    case 'timeout':
      return <Alert>{t`Payment timed out`}</Alert>
    case 'cancelled':
      return <Alert tone="info">{t`Payment cancelled`}</Alert>
  }
}

/** The invoice being paid: where to send the money, its status, Cancel while open, OK once over. */
export function InvoicePanel({ invoice, recipientAcct, price, copy, onDismiss }: InvoicePanelProps) {
  const now = useNow(15_000)
  const view = invoiceView(invoice, now)
  const cancel = useCancelInvoice()
  const errorText = useErrorText()
  return (
    <section className={styles.section} aria-labelledby="invoice-heading">
      <h2 id="invoice-heading" className={styles.heading}>
        <Trans>Invoice</Trans>
      </h2>
      {view.showsAddress && invoice.payment_address ? (
        <PaymentLinks
          invoice={{ ...invoice, payment_address: invoice.payment_address }}
          recipientAcct={recipientAcct}
          price={price}
          copy={copy}
        />
      ) : null}
      <StatusText message={view.message} minutesLeft={view.minutesLeft} />
      {cancel.error ? <Alert>{errorText(cancel.error)}</Alert> : null}
      <div className={styles.buttons}>
        {view.canCancel ? (
          <Button busy={cancel.isPending} onClick={() => cancel.mutate(invoice.id)}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        {view.canDismiss ? (
          <Button variant="primary" onClick={onDismiss}>
            <Trans>OK</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  )
}
