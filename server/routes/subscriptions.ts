import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getAccount, getUser, type AccountRow } from '../db/accounts'
import { moneroConfig, readConfig } from '../db/config'
import { stmt } from '../db/database'
import {
  getInvoice,
  insertInvoice,
  invoiceExpiresAt,
  InvoiceStatusError,
  openRequestedInvoice,
  setInvoiceStatus,
  timeOutInvoices,
  type InvoiceRow,
} from '../db/invoices'
import {
  announceExpiredSubscriptions,
  extendSubscription,
  getSubscription,
  isActiveSubscriber,
  listSubscribers,
  moneroOptionOf,
  paymentOptionsOf,
  paymentTypeOf,
  setMoneroOption,
  type PaymentType,
  type SubscriptionRow,
} from '../db/subscriptions'
import type { MitraDialect } from '../dialect'
import { parseUuid, uuidErrorText, uuidV4 } from '../domain/ids'
import { fakeSubaddress, parseMoneroAddress } from '../domain/monero-address'
import { isMoneroViewKey, subscriptionPriceError } from '../domain/monero-payments'
import { hasPermission } from '../domain/roles'
import { requireUser } from '../http/auth'
import { bodyObject, describe, requiredString, type Fields } from '../http/body'
import type { AppState } from '../http/context'
import { ApiError, notFound, notSupported, operationError, permissionError, validationError } from '../http/errors'
import { MitraRefusal, requireBody } from '../http/mitra-request'
import { pathUuid, queryBool, queryLimit, queryOf, queryString, queryUuid, setNextLink } from '../http/query'
import { accountEntity, credentialAccountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'

type IdParams = { Params: { id: string } }
const PAGE_SIZE = 40
/** Mitra's i32 duration and i64 amounts; JavaScript keeps integers exact up to 2^53. */
const I32_MAX = 2 ** 31 - 1

const jsonError = (detail: string) => validationError(`Json deserialize error: ${detail}`)
const queryError = (detail: string) => validationError(`Query deserialize error: ${detail}`)

/** An integer field as serde reads it: missing, wrong type and sign are deserialize errors. */
function requiredInteger(fields: Fields, key: string, kind: 'u64' | 'i64' | 'i32'): number {
  const value = fields[key]
  if (value === undefined) throw jsonError(`missing field \`${key}\``)
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw jsonError(`invalid type: ${describe(value)}, expected ${kind}`)
  if (kind === 'u64' && value < 0) throw jsonError(`invalid value: integer \`${value}\`, expected u64`)
  if (kind === 'i32' && (value > I32_MAX || value < -I32_MAX - 1))
    throw jsonError(`invalid value: integer \`${value}\`, expected i32`)
  if (!Number.isSafeInteger(value)) throw validationError('amount is too big')
  return value
}

function requiredUuid(fields: Fields, key: string): string {
  const text = requiredString(fields, key)
  const id = parseUuid(text)
  if (!id) throw jsonError(uuidErrorText(text))
  return id
}

function requiredQueryUuid(req: FastifyRequest, key: string): string {
  const id = queryUuid(queryOf(req), key)
  if (id === null) throw queryError(`missing field \`${key}\``)
  return id
}

const subscriptionDetails = (row: SubscriptionRow) => ({ id: row.id, expires_at: row.expires_at })

/** Where each dialect's request types and handlers are, for the rules a refusal names. */
const SOURCE: Record<MitraDialect, { types: string; views: string }> = {
  '3.21': {
    types: 'v3.21.0 src/mastodon_api/subscriptions/types.rs',
    views: 'v3.21.0 src/mastodon_api/subscriptions/views.rs',
  },
  '5.9': {
    types: 'v5.9.1 mitra_api/src/mastodon_api/subscriptions/types.rs',
    views: 'v5.9.1 mitra_api/src/mastodon_api/subscriptions/views.rs',
  },
}

/**
 * Reads a `web::Json<T>` body: another encoding or none is refused, and so is a body serde
 * cannot read as T (missing field, wrong type, unknown variant), with Mitra's 400 and message.
 * Both are refusals of the request's form (MitraRefusal); checks of the values come after.
 */
function jsonBody<T>(req: FastifyRequest, mitra: MitraDialect, type: string, read: (fields: Fields) => T): T {
  const rule = `${SOURCE[mitra].views}: web::Json<${type}> (${SOURCE[mitra].types})`
  requireBody(req, mitra, ['json'], rule)
  try {
    return read(bodyObject(req.body))
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && err.message.startsWith('Json deserialize error: ')) {
      throw new MitraRefusal(400, err.message, rule)
    }
    throw err
  }
}

/** The option types each dialect's SubscriptionOption enum has (serde tag `type`, kebab-case). */
const OPTION_TYPES: Record<MitraDialect, readonly PaymentType[]> = {
  '3.21': ['monero'],
  '5.9': ['monero', 'monero-light'],
}

type OptionForm = { type: PaymentType; chainId: string; price: number; payoutAddress: string; viewKey: string | null }

function readOptionForm(fields: Fields, mitra: MitraDialect): OptionForm {
  const type = requiredString(fields, 'type')
  const types = OPTION_TYPES[mitra]
  if (!(types as readonly string[]).includes(type)) {
    const expected = types.map((t) => `\`${t}\``).join(' or ')
    throw jsonError(`unknown variant \`${type}\`, expected ${expected}`)
  }
  const chainId = requiredString(fields, 'chain_id')
  const price = requiredInteger(fields, 'price', 'u64')
  const payoutAddress = requiredString(fields, 'payout_address')
  const viewKey = type === 'monero-light' ? requiredString(fields, 'view_key') : null
  return { type: type as PaymentType, chainId, price, payoutAddress, viewKey }
}

function invoiceEntity(row: InvoiceRow) {
  return {
    id: row.id,
    sender_id: row.sender_id,
    recipient_id: row.recipient_id,
    chain_id: row.chain_id,
    payment_address: row.payment_address,
    amount: row.amount,
    status: row.status,
    created_at: row.created_at,
    expires_at: invoiceExpiresAt(row),
  }
}

/** The subscription calls of Mitra 3.21 (Monero only) and the subscribers list. */
export function subscriptionRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state
  const now = () => new Date().toISOString()
  const monero = () => moneroConfig(readConfig(db))
  const profile = (id: string, name = 'profile'): AccountRow => {
    const row = getAccount(db, id)
    if (!row) throw notFound(name)
    return row
  }

  // Mitra's background workers, run as requests come in: invoices time out, subscriptions end.
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return
    const at = now()
    timeOutInvoices(db, at)
    announceExpiredSubscriptions(db, at)
  })

  // Only the creator's own list has entries (anyone else gets []). Paged by max_id in both; the
  // Link header to the next page comes with 5.7 (accounts/views.rs get_account_subscribers).
  app.get<IdParams>('/api/v1/accounts/:id/subscribers', async (req, reply) => {
    const user = requireUser(state, req)
    const owner = profile(pathUuid(req.params.id))
    const query = queryOf(req)
    const includeExpired = queryBool(query, 'include_expired', false)
    const rawMaxId = queryString(query, 'max_id')
    if (rawMaxId !== null && !/^-?\d+$/.test(rawMaxId)) throw queryError('invalid digit found in string')
    const limit = queryLimit(query, PAGE_SIZE)
    if (owner.id !== user.account.id) return []
    const ctx = serializeContext(state, req, user)
    const rows = listSubscribers(db, {
      recipientId: owner.id,
      includeExpired,
      now: ctx.now,
      maxId: rawMaxId === null ? null : Number(rawMaxId),
      limit,
    })
    if (state.mitra !== '3.21') setNextLink(req, reply, rows.length, limit, rows.at(-1)?.id.toString())
    return rows.map((s) => ({ id: s.id, sender: accountEntity(ctx, profile(s.sender_id)), expires_at: s.expires_at }))
  })

  // Only Monero options configured here are listed (not links, not remote options); at 5.9 an
  // option watched by view key is `monero-light`, with its view key.
  app.get('/api/v1/subscriptions/options', async (req) => {
    const user = requireUser(state, req)
    type Listed = { type: PaymentType; chain_id: string; price: number; payout_address: string; view_key?: string }
    return paymentOptionsOf(user.account).flatMap((o): Listed[] => {
      if (o.type !== 'monero-subscription' || !o.payout_address) return []
      const base = { chain_id: o.chain_id, price: o.price, payout_address: o.payout_address }
      if (state.mitra !== '3.21' && paymentTypeOf(o) === 'monero-light' && o.view_key)
        return [{ type: 'monero-light', ...base, view_key: o.view_key }]
      return [{ type: 'monero', ...base }]
    })
  })

  // 3.21 takes `monero` only and checks that the address parses. 5.9 also takes `monero-light`
  // (4.15: the creator's own wallet, watched by view key) and checks that a month of the price
  // reaches the minimum payment (4.5.1) and the address's network (and, for monero-light, that it
  // is a standard address and the view key a private key). The demo's 5.9 instance runs both
  // wallets when Monero is on; it cannot log in to a light wallet server, so that step is skipped.
  app.post('/api/v1/subscriptions/options', async (req) => {
    const user = requireUser(state, req)
    const form = jsonBody(req, state.mitra, 'SubscriptionOption', (fields) => readOptionForm(fields, state.mitra))
    if (!hasPermission(user.user.role, 'manage_subscription_options')) throw permissionError()
    const config = monero()
    if (!config) throw notSupported()
    if (form.chainId !== config.chainId) throw validationError('unexpected chain ID')
    if (form.price <= 0) throw validationError('price must be greater than 0')
    const address = parseMoneroAddress(form.payoutAddress)
    if (state.mitra === '3.21') {
      if (!address) throw validationError('invalid monero address')
    } else {
      const priceError = subscriptionPriceError(form.price)
      if (priceError) throw validationError(priceError)
      if (!address) throw validationError('invalid monero address')
      if (form.type === 'monero-light' && address.kind !== 'standard')
        throw validationError('address is not a standard address')
      if (address.chainId !== form.chainId) throw validationError('address belongs to wrong network')
      if (form.viewKey !== null && !isMoneroViewKey(form.viewKey)) throw validationError('invalid view key')
    }
    const at = now()
    setMoneroOption(
      db,
      user.account,
      {
        chainId: form.chainId,
        price: form.price,
        payoutAddress: form.payoutAddress,
        paymentType: form.type,
        ...(form.viewKey === null ? {} : { viewKey: form.viewKey.toLowerCase() }),
      },
      at,
    )
    const updated = getUser(db, user.account.id)
    if (!updated) throw new Error('current user is missing')
    return credentialAccountEntity(serializeContext(state, req, updated), updated)
  })

  // No token needed; an expired subscription is still found (the client compares expires_at).
  app.get('/api/v1/subscriptions/find', async (req) => {
    const senderId = requiredQueryUuid(req, 'sender_id')
    const recipientId = requiredQueryUuid(req, 'recipient_id')
    const row = getSubscription(db, senderId, recipientId)
    if (!row) throw notFound('subscription')
    return subscriptionDetails(row)
  })

  // A creator grants (or extends) access to a follower or subscriber for `duration` seconds.
  // 3.21 first needs Monero on and the creator's option ("subscriptions are not enabled"); 4.14
  // dropped both checks, so at 5.9 any creator adds a follower or subscriber.
  app.post('/api/v1/subscriptions', async (req) => {
    const user = requireUser(state, req)
    const { subscriberId, duration } = jsonBody(
      req,
      state.mitra,
      state.mitra === '3.21' ? 'SubscriberData' : 'SubscriptionCreateForm',
      (fields) => ({
        subscriberId: requiredUuid(fields, 'subscriber_id'),
        duration: requiredInteger(fields, 'duration', 'i32'),
      }),
    )
    if (state.mitra === '3.21') {
      const config = monero()
      if (!config) throw notSupported()
      if (!moneroOptionOf(user.account, config.chainId)) throw validationError('subscriptions are not enabled')
    }
    const subscriber = profile(subscriberId)
    const at = now()
    const follows =
      stmt(db, 'SELECT 1 FROM follows WHERE source_id = ? AND target_id = ?').get(subscriber.id, user.account.id) !==
      undefined
    if (!follows && !isActiveSubscriber(db, subscriber.id, user.account.id, at)) {
      throw validationError('account should be either follower or subscriber')
    }
    // Mitra adds any i32; the demo refuses a grant that would shorten access (the client sends >= 1 day).
    if (duration <= 0) throw validationError('duration must be greater than 0')
    const row = extendSubscription(db, {
      senderId: subscriber.id,
      recipientId: user.account.id,
      chainId: null,
      seconds: duration,
      now: at,
    })
    return subscriptionDetails(row)
  })

  // No token needed: anyone may pay for anyone (Mitra checks only the two profiles).
  // 3.21 needs Monero on and the instance's chain for a local recipient; 5.9 looks for the
  // recipient's payment method on the chain instead ("recipient can't accept payment").
  app.post('/api/v1/subscriptions/invoices', async (req) => {
    const { senderId, recipientId, chainId, amount } = jsonBody(
      req,
      state.mitra,
      state.mitra === '3.21' ? 'InvoiceData' : 'InvoiceForm',
      (fields) => ({
        senderId: requiredUuid(fields, 'sender_id'),
        recipientId: requiredUuid(fields, 'recipient_id'),
        chainId: requiredString(fields, 'chain_id'),
        amount: requiredInteger(fields, 'amount', 'i64'),
      }),
    )
    if (senderId === recipientId) throw validationError('sender must be different from recipient')
    if (amount <= 0) throw validationError('amount must be greater than 0')
    profile(senderId)
    const recipient = profile(recipientId)
    if (state.mitra === '3.21' && recipient.hostname === null) {
      const config = monero()
      if (!config) throw notSupported()
      if (chainId !== config.chainId) throw validationError('unexpected chain ID')
    }
    const option = moneroOptionOf(recipient, chainId)
    if (!option) throw validationError("recipient can't accept payment")
    const id = uuidV4()
    const remote = recipient.hostname !== null
    const invoice = insertInvoice(db, {
      id,
      senderId,
      recipientId,
      chainId,
      amount,
      // A remote creator's server supplies the address later (see the GET below).
      paymentAddress: remote ? null : fakeSubaddress(chainId, id),
      status: remote ? 'requested' : 'open',
      createdAt: now(),
    })
    return invoiceEntity(invoice)
  })

  app.get<IdParams>('/api/v1/subscriptions/invoices/:id', async (req) => {
    const id = pathUuid(req.params.id)
    let invoice = getInvoice(db, id)
    if (!invoice) throw notFound('invoice')
    // The demo's stand-in for the remote server answering: the first read opens the invoice.
    if (invoice.status === 'requested')
      invoice = openRequestedInvoice(db, id, fakeSubaddress(invoice.chain_id, id), now())
    return invoiceEntity(invoice)
  })

  // Only open and requested invoices can be cancelled; Mitra answers anything else with a 500.
  app.delete<IdParams>('/api/v1/subscriptions/invoices/:id', async (req) => {
    const id = pathUuid(req.params.id)
    if (!getInvoice(db, id)) throw notFound('invoice')
    try {
      return invoiceEntity(setInvoiceStatus(db, id, 'cancelled', now()))
    } catch (err) {
      // Mitra 3.21 answers 500 'database error' here; a refused state change is the client's
      // doing, so this instance answers 422 (the client shows error_description either way).
      if (err instanceof InvoiceStatusError) throw operationError(`invoice can't be cancelled (it is ${err.from})`)
      throw err
    }
  })
}
