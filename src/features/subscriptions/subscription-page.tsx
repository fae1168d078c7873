import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { profileQuery } from '@/api/accounts/profile'
import { useCurrentUser } from '@/api/accounts/queries'
import { useInstance } from '@/api/instance/queries'
import type { Account } from '@/api/accounts/types'
import { useCreateInvoice } from '@/api/subscriptions/mutations'
import { findSubscriptionQuery, invoiceQuery, INVOICE_POLL_MS, isInvoicePolled } from '@/api/subscriptions/queries'
import { useNow } from '@/lib/dates'
import { sanitizeHtml } from '@/lib/html'
import { pricePerMonth, xmrText } from '@/lib/monero/amounts'
import { useSearchParams } from '@/lib/router'
import { useToken } from '@/lib/session'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { useErrorText } from '@/ui/error-text'
import { QueryLoadError } from '@/ui/load-error'
import { PagePending } from '@/ui/page-pending'
import { ProfileCard } from '@/ui/profile-card'
import { InvoicePanel } from './invoice-panel'
import { isActive, isStaleInvoice, watchedInvoiceId } from './invoice-state'
import { moneroOfferOf, paymentNoteOf } from './offer'
import { PayerLookupForm } from './payer-lookup-form'
import { PaymentForm } from './payment-form'
import {
  chosenInvoiceId,
  forgetInvoiceId,
  INVOICE_PARAM,
  invoiceMatches,
  storedInvoiceId,
  storeInvoiceId,
} from './stored-invoice'
import { SubscriptionStatus } from './subscription-status'
import styles from './subscriptions.module.css'

type SubscriptionPageProps = {
  recipient: Account
  /** Puts text on the clipboard; false when refused. */
  copy: (text: string) => Promise<boolean>
}

/**
 * The payer's view of a creator's subscription (spec §2, §4): the price, the payer (the signed-in
 * user, or a guest's own address), the subscription's state, then Pay or Extend, or the invoice.
 */
export function SubscriptionPage({ recipient, copy }: SubscriptionPageProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const token = useToken()
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const now = useNow(30_000)
  const offer = moneroOfferOf(recipient)
  const [params, setParams] = useSearchParams()
  const [stored, setStored] = useState(() => storedInvoiceId(recipient.id))
  const [payer, setPayer] = useState<Account | null>(null)
  // The invoice this visit has seen unfinished: it keeps its end state (paid, cancelled) until OK.
  const [watchedId, setWatchedId] = useState<string | null>(null)
  const create = useCreateInvoice()
  const instance = useInstance()

  const invoiceId = chosenInvoiceId(params.get(INVOICE_PARAM), stored)
  const knownSenderId = user?.id ?? payer?.id ?? null
  const belongs = (invoice: { sender_id: string; recipient_id: string }) =>
    invoiceMatches(invoice, knownSenderId, recipient.id)
  const loaded = useQuery({
    ...invoiceQuery(queryClient, invoiceId ?? ''),
    enabled: invoiceId !== null && offer !== null,
    refetchInterval: (query) => {
      const data = query.state.data
      return data && belongs(data) && isInvoicePolled(data.status) ? INVOICE_POLL_MS : false
    },
  })
  const candidate = loaded.data && belongs(loaded.data) ? loaded.data : null
  const watched = watchedInvoiceId(candidate, watchedId)
  if (watched !== watchedId) setWatchedId(watched)
  // An invoice already over when first loaded is left from an earlier visit: forget it.
  const staleId = candidate && isStaleInvoice(candidate, watched) ? candidate.id : null
  const invoice = staleId === null ? candidate : null
  const urlInvoiceId = params.get(INVOICE_PARAM)
  useEffect(() => {
    if (staleId === null) return
    // The page's own copy of the stored id may keep naming it: it stays stale, so it stays hidden.
    if (storedInvoiceId(recipient.id) === staleId) forgetInvoiceId(recipient.id)
    if (urlInvoiceId !== staleId) return
    setParams(
      (current) => {
        current.delete(INVOICE_PARAM)
        return current
      },
      { replace: true },
    )
  }, [staleId, urlInvoiceId, recipient.id, setParams])
  // A guest back on the page with an unfinished invoice pays as the invoice's sender.
  const invoiceSender = useQuery({
    ...profileQuery({ kind: 'id', id: invoice?.sender_id ?? '' }),
    enabled: !user && !payer && invoice !== null,
  })
  const sender = user ?? payer ?? (invoice ? (invoiceSender.data ?? null) : null)
  const own = sender?.id === recipient.id
  const subscription = useQuery({
    ...findSubscriptionQuery(sender?.id ?? '', recipient.id),
    enabled: sender !== null && !own && offer !== null,
  })

  if (token && !user) return <PagePending />
  if (!offer) {
    return (
      <>
        <ProfileCard account={recipient} />
        <Alert tone="info">{t`Subscription is not available`}</Alert>
      </>
    )
  }

  const dismiss = () => {
    forgetInvoiceId(recipient.id)
    setStored(null)
    create.reset()
    setParams(
      (current) => {
        current.delete(INVOICE_PARAM)
        return current
      },
      { replace: true },
    )
  }

  const pay = (amount: number) => {
    if (!sender) return
    create.mutate(
      { sender_id: sender.id, recipient_id: recipient.id, chain_id: offer.chain_id, amount },
      {
        onSuccess: (created) => {
          storeInvoiceId(recipient.id, created.id)
          setStored(created.id)
          setParams((current) => {
            current.set(INVOICE_PARAM, created.id)
            return current
          })
        },
      },
    )
  }

  const monthly = xmrText(pricePerMonth(offer.price))
  const active = isActive(subscription.data?.expires_at, now)
  const payerAcct = sender?.acct ?? ''
  const note = paymentNoteOf(instance, offer, recipient)
  return (
    <>
      <ProfileCard account={recipient} className={styles.recipient} />
      <section className={styles.section} aria-labelledby="offer-heading">
        <h2 id="offer-heading" className={styles.heading}>
          <Trans>Monero subscription</Trans>
        </h2>
        <p className={styles.price}>
          <Trans>{monthly} XMR per month</Trans>
        </p>
        {own ? <Alert tone="info">{t`This is your own subscription.`}</Alert> : null}
        {!own && !sender && (invoiceId === null || loaded.isFetched) ? (
          <PayerLookupForm recipientId={recipient.id} onFound={setPayer} />
        ) : null}
        {!own && sender && !user ? (
          <div className={styles.row}>
            <p className={styles.muted}>
              <Trans>Paying as @{payerAcct}</Trans>
            </p>
            {!invoice ? (
              <Button size="sm" variant="ghost" onClick={() => setPayer(null)}>
                <Trans>Change</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
        {!own && sender && subscription.isSuccess ? (
          <SubscriptionStatus subscription={subscription.data} active={active} />
        ) : null}
        {subscription.isError ? (
          <QueryLoadError title={<Trans>The subscription could not be loaded</Trans>} query={subscription} />
        ) : null}
        {loaded.isError && !loaded.data ? (
          <QueryLoadError title={<Trans>The invoice could not be loaded</Trans>} query={loaded} />
        ) : null}
      </section>
      {!own && sender && invoice ? (
        <InvoicePanel
          invoice={invoice}
          recipientAcct={recipient.acct}
          price={offer.price}
          copy={copy}
          onDismiss={dismiss}
        />
      ) : null}
      {!own && sender && !invoice && subscription.isSuccess ? (
        <section className={styles.section} aria-labelledby="payment-heading">
          <h2 id="payment-heading" className={styles.heading}>
            {active ? <Trans>Extend the subscription</Trans> : <Trans>Pay for a subscription</Trans>}
          </h2>
          {create.error ? <Alert title={t`The invoice could not be created`}>{errorText(create.error)}</Alert> : null}
          <PaymentForm
            price={offer.price}
            extend={active}
            busy={create.isPending}
            onPay={pay}
            // The instance's own note on payments (Mitra's chain description), sanitised.
            note={
              note ? <div className={styles.note} dangerouslySetInnerHTML={{ __html: sanitizeHtml(note) }} /> : null
            }
          />
        </section>
      ) : null}
    </>
  )
}
