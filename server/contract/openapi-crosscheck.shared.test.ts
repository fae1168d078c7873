/**
 * Cross-check of the contract against Mitra's own OpenAPI document (3.21.0),
 * kept next to the repository. This file only runs where that document
 * exists (see the test include list in vite.config.ts).
 *
 * Every difference between the two must be listed below, each with the
 * reason in words; a listed difference that no longer shows up fails too,
 * so the list stays exact.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { compareWithOpenApi } from './openapi-compare'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const documentPath = path.resolve(repoRoot, '..', 'shared', 'api', 'openapi-mitra-3.21.0.yaml')

/**
 * Component schemas of the document and the contract entity each maps to.
 * PollOption, InstancePleroma, AuthenticationMethod and Visibility are checked
 * where they are used; Application and InstanceV2 belong to endpoints the
 * client never calls.
 */
const COMPONENTS: Record<string, string> = Object.fromEntries(
  ['Account', 'CredentialAccount', 'Aliases', 'Attachment', 'CustomEmoji', 'Field', 'Instance', 'Invoice', 'List',
    'Marker', 'Mention', 'Notification', 'Poll', 'Relationship', 'Role', 'Status', 'Subscription',
    'SubscriptionDetails', 'SubscriptionOption', 'Tag'].map((name) => [name, name]),
)

interface Known {
  why: string
  diffs: string[]
}

/**
 * Endpoints, not errata: the document describes server endpoints the client
 * never calls, and the contract has one URL the document leaves out.
 */
const ENDPOINT_EXCEPTIONS: Known[] = [
  {
    why: 'Server endpoints of 3.21 that the client never calls (apps, DID search, lists of an account, v2 instance, single media, v2 media upload, context, direct timeline).',
    diffs: [
      'endpoint-only-in-openapi GET /api/v1/accounts/search_did',
      'endpoint-only-in-openapi GET /api/v1/accounts/{}/lists',
      'endpoint-only-in-openapi GET /api/v1/media/{}',
      'endpoint-only-in-openapi GET /api/v1/statuses/{}/context',
      'endpoint-only-in-openapi GET /api/v1/timelines/direct',
      'endpoint-only-in-openapi GET /api/v2/instance',
      'endpoint-only-in-openapi POST /api/v1/apps',
      'endpoint-only-in-openapi POST /api/v2/media',
    ],
  },
  {
    why: 'The identicon image the server substitutes for a missing avatar or header is served by the server but not documented (an image, not JSON).',
    diffs: ['endpoint-only-in-contract GET /api/v1/accounts/identicon'],
  },
]

/**
 * The errata of the document (server 3.21 behaves differently from what the
 * document says). Security and request-body errata (missing tokenAuth, guest
 * access, request typos, parameter notation, undocumented rate limits) do not
 * concern response shapes and have nothing to check here. The document's
 * responses of "authorize", "DELETE status" and "DELETE invoice" already give
 * Relationship, Status + text and Invoice, so they agree with the contract.
 */
const ERRATA: Known[] = [
  {
    why: 'Erratum: the Status schema misspells "sensitive" as "sensitiive" (also in the Status + text answered by DELETE).',
    diffs: [
      'missing Status.sensitiive',
      'extra Status.sensitive',
      'missing DELETE /api/v1/statuses/{} 200.sensitiive',
      'extra DELETE /api/v1/statuses/{} 200.sensitive',
    ],
  },
  {
    why: 'Erratum: the Account schema lacks display_name, created_at and statuses_count (CredentialAccount extends it).',
    diffs: [
      'extra Account.display_name',
      'extra Account.created_at',
      'extra Account.statuses_count',
      'extra CredentialAccount.display_name',
      'extra CredentialAccount.created_at',
      'extra CredentialAccount.statuses_count',
    ],
  },
  {
    why: 'Erratum: the Status schema lacks replies_count, favourites_count and reblogs_count.',
    diffs: [
      'extra Status.replies_count',
      'extra Status.favourites_count',
      'extra Status.reblogs_count',
      'extra DELETE /api/v1/statuses/{} 200.replies_count',
      'extra DELETE /api/v1/statuses/{} 200.favourites_count',
      'extra DELETE /api/v1/statuses/{} 200.reblogs_count',
    ],
  },
  { why: 'Erratum: the Field schema lacks is_legacy_proof.', diffs: ['extra Field.is_legacy_proof'] },
  { why: 'Erratum: the Role schema lacks permissions_bitmask.', diffs: ['extra Role.permissions_bitmask'] },
  { why: 'Erratum: the Instance schema lacks configuration.polls.', diffs: ['extra Instance.configuration.polls'] },
  {
    why: 'Erratum: Invoice.payment_address is not marked nullable (null for remote, requested invoices).',
    diffs: ['nullable Invoice.payment_address', 'nullable DELETE /api/v1/subscriptions/invoices/{} 200.payment_address'],
  },
  {
    why: 'Erratum: POST identity_proof and POST subscriptions/options are documented as returning Account; the server returns CredentialAccount.',
    diffs: [
      'ref POST /api/v1/accounts/identity_proof 200: openapi Account / contract CredentialAccount',
      'ref POST /api/v1/subscriptions/options 200: openapi Account / contract CredentialAccount',
    ],
  },
]

/**
 * Facts about what server 3.21 sends that the errata do not mention but the
 * entity descriptions state; the contract follows the server.
 */
const ENTITY_FACTS: Known[] = [
  {
    why: 'Every account carries source, role, authentication_methods and client_config; optional fields are sent as null, and only the current user\'s own account fills them.',
    diffs: ['extra Account.source', 'extra Account.role', 'extra Account.authentication_methods', 'extra Account.client_config'],
  },
  {
    why: 'The source of the current user has the markdown bio (null when none) and the source of its fields; the document adds source.fields only from 3.22.',
    diffs: ['extra CredentialAccount.source.fields', 'nullable CredentialAccount.source.note'],
  },
  { why: 'The post preview returns the custom emojis of the preview next to its HTML.', diffs: ['extra POST /api/v1/statuses/preview 200.emojis'] },
  {
    why: 'Invoices have nine statuses: "requested" (remote invoices) is missing from the document.',
    diffs: ['enum Invoice.status: contract adds "requested"', 'enum DELETE /api/v1/subscriptions/invoices/{} 200.status: contract adds "requested"'],
  },
  { why: 'A subscription start is notified with the empty type "".', diffs: ['enum Notification.type: contract adds ""'] },
  {
    why: 'Values sent as null that the document does not mark nullable: an unverified profile field, no contact account, a notification without a post, the poll flags of guests and single-choice polls, a post that is not a repost.',
    diffs: [
      'nullable Field.verified_at',
      'nullable Instance.contact_account',
      'nullable Notification.status',
      'nullable Poll.own_votes',
      'nullable Poll.voters_count',
      'nullable Status.reblog',
      'nullable DELETE /api/v1/statuses/{} 200.reblog',
    ],
  },
]

const known = (lists: Known[]) => lists.flatMap((k) => k.diffs)
const sorted = (list: string[]) => [...list].sort()

describe('contract against the Mitra 3.21 OpenAPI document', () => {
  const document = parse(readFileSync(documentPath, 'utf8')) as Parameters<typeof compareWithOpenApi>[0]
  const diffs = compareWithOpenApi(document, COMPONENTS)
  const expected = [...known(ENDPOINT_EXCEPTIONS), ...known(ERRATA), ...known(ENTITY_FACTS)]

  it('lists each known difference once', () => {
    expect(new Set(expected).size).toBe(expected.length)
  })

  it('has the same endpoints and success statuses, apart from the listed exceptions', () => {
    const pick = (list: string[]) => list.filter((d) => /^(endpoint|status|content|ref) /.test(d))
    expect(sorted(pick(diffs))).toEqual(sorted(pick(expected)))
  })

  it('has every property of the document, and only the listed extra ones', () => {
    const pick = (list: string[]) => list.filter((d) => /^(missing|extra|component) /.test(d))
    expect(sorted(pick(diffs))).toEqual(sorted(pick(expected)))
  })

  it('gives every property a compatible type, nullability and set of values', () => {
    const pick = (list: string[]) => list.filter((d) => /^(type|nullable|enum) /.test(d))
    expect(sorted(pick(diffs))).toEqual(sorted(pick(expected)))
  })

  it('finds no difference outside the lists', () => {
    expect(sorted(diffs)).toEqual(sorted(expected))
  })
})
