/**
 * Cross-check of the contract against Mitra's own OpenAPI documents, kept
 * next to the repository: 3.21.0 (the default dialect), 5.9.1 and "latest"
 * (the 5.9 dialect). This file only runs where the 3.21.0 document exists
 * (see the test include list in vite.config.ts); each other document is
 * checked where it exists.
 *
 * The contract describes what either dialect sends (a List id is a number
 * at 3.21 and a string at 5.9), so each document also shows the other
 * dialect's side, listed as such. Every difference must be listed below,
 * each with the reason in words; a listed difference that no longer shows
 * up fails too, so the lists stay exact.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { compareWithOpenApi } from './openapi-compare'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const documentPath = (file: string) => path.resolve(repoRoot, '..', 'shared', 'api', file)

/**
 * Component schemas of the document and the contract entity each maps to.
 * PollOption, InstancePleroma, AuthenticationMethod and Visibility are checked
 * where they are used; Application and InstanceV2 belong to endpoints the
 * client never calls.
 */
const COMPONENTS: Record<string, string> = Object.fromEntries(
  [
    'Account',
    'CredentialAccount',
    'Aliases',
    'Attachment',
    'Conversation',
    'CustomEmoji',
    'Field',
    'Instance',
    'Invoice',
    'List',
    'Marker',
    'Mention',
    'Notification',
    'Poll',
    'Relationship',
    'Role',
    'Status',
    'Subscription',
    'SubscriptionDetails',
    'SubscriptionOption',
    'Tag',
  ].map((name) => [name, name]),
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
    diffs: [
      'nullable Invoice.payment_address',
      'nullable DELETE /api/v1/subscriptions/invoices/{} 200.payment_address',
    ],
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
    why: "Every account carries source, role, authentication_methods and client_config; optional fields are sent as null, and only the current user's own account fills them.",
    diffs: [
      'extra Account.source',
      'extra Account.role',
      'extra Account.authentication_methods',
      'extra Account.client_config',
    ],
  },
  {
    why: 'The source of the current user has the markdown bio (null when none) and the source of its fields; the document adds source.fields only from 3.22.',
    diffs: ['extra CredentialAccount.source.fields', 'nullable CredentialAccount.source.note'],
  },
  {
    why: 'The post preview returns the custom emojis of the preview next to its HTML.',
    diffs: ['extra POST /api/v1/statuses/preview 200.emojis'],
  },
  {
    why: 'Invoices have nine statuses: "requested" (remote invoices) is missing from the document.',
    diffs: [
      'enum Invoice.status: contract adds "requested"',
      'enum DELETE /api/v1/subscriptions/invoices/{} 200.status: contract adds "requested"',
    ],
  },
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

/** What the contract accepts because the 5.9 dialect sends it (the 3.21 document does not). */
const FROM_5_9: Known[] = [
  { why: 'List.id is a string of digits since 4.18.0.', diffs: ['type List.id: contract also allows string'] },
  { why: 'Tokens carry expires_in since 4.12.0.', diffs: ['extra POST /oauth/token 200.expires_in'] },
  {
    why: 'GET identity_claim is the path of the identity claim since 4.16.0 (the only one since 5.0.0); the client calls it on 4.16+.',
    diffs: ['endpoint-only-in-contract GET /api/v1/accounts/identity_claim'],
  },
  {
    why: 'Sessions (GET and DELETE /api/v1/settings/sessions) came with 4.14.0; the client offers them on 4.14+.',
    diffs: [
      'endpoint-only-in-contract GET /api/v1/settings/sessions',
      'endpoint-only-in-contract DELETE /api/v1/settings/sessions/{}',
    ],
  },
  {
    why: "A post's language came with 3.23.0, the shared posting defaults (GET /api/v1/preferences) with 4.17.0; the client offers them there.",
    diffs: [
      'endpoint-only-in-contract GET /api/v1/preferences',
      'extra Status.language',
      'extra DELETE /api/v1/statuses/{} 200.language',
    ],
  },
  {
    why: 'Status.quote (Mastodon Quote) and Status.hidden (the viewer muted the author) came with 4.6.0; the client reads them there.',
    diffs: ['quote', 'hidden'].flatMap((f) => [`extra Status.${f}`, `extra DELETE /api/v1/statuses/{} 200.${f}`]),
  },
  {
    why: 'Groups: the followed groups and the group timeline came with 5.5.0, creating with 5.6.0, the source, editing, deleting and Status.group with 5.7.0, the members with 5.8.0, removing a post from a group thread with 5.9.0; the client offers groups on 5.9+.',
    diffs: [
      'endpoint-only-in-contract POST /api/v1/groups',
      'endpoint-only-in-contract GET /api/v1/groups/followed',
      'endpoint-only-in-contract GET /api/v1/groups/{}/source',
      'endpoint-only-in-contract PATCH /api/v1/groups/{}',
      'endpoint-only-in-contract DELETE /api/v1/groups/{}',
      'endpoint-only-in-contract GET /api/v1/groups/{}/members',
      'endpoint-only-in-contract GET /api/v1/timelines/group/{}',
      'endpoint-only-in-contract DELETE /api/v1/statuses/{}/thread',
      'extra Status.group',
      'extra DELETE /api/v1/statuses/{} 200.group',
    ],
  },
  {
    why: 'Conversations: following one (POST conversation_tracking, Status.conversation_tracking) came with 4.16.0, GET /api/v1/conversations with 4.20.0, Status.conversation with 5.8.0; the client offers them on 5.8+.',
    diffs: [
      'endpoint-only-in-contract GET /api/v1/conversations',
      'endpoint-only-in-contract POST /api/v1/statuses/{}/conversation_tracking',
      'extra Status.conversation',
      'extra Status.conversation_tracking',
      'extra DELETE /api/v1/statuses/{} 200.conversation',
      'extra DELETE /api/v1/statuses/{} 200.conversation_tracking',
      'component Conversation: not found',
    ],
  },
  {
    why: "A post's title came with 5.6.0 (Status.title, StatusSource.title); the client offers it there.",
    diffs: [
      'extra Status.title',
      'extra DELETE /api/v1/statuses/{} 200.title',
      'extra GET /api/v1/statuses/{}/source 200.title',
    ],
  },
  {
    why: 'POST /api/v1/notifications/clear came with 3.22.0; the client offers Clear all on 3.22+.',
    diffs: ['endpoint-only-in-contract POST /api/v1/notifications/clear'],
  },
  {
    why: 'Notification types: "" is how 3.21 notifies a subscription start (not in the document); payment_anonymous came in 4.17.0, moderation_warning in 5.9.0.',
    diffs: ['enum Notification.type: contract adds "", "payment_anonymous", "moderation_warning"'],
  },
  {
    why: 'Accounts carry avatar_static and header_static since 5.7.0.',
    diffs: [
      'extra Account.avatar_static',
      'extra Account.header_static',
      'extra CredentialAccount.avatar_static',
      'extra CredentialAccount.header_static',
    ],
  },
  {
    why: 'Accounts carry is_group since 5.6.0 (the changelog says Status; accounts/types.rs has it on Account).',
    diffs: ['extra Account.is_group', 'extra CredentialAccount.is_group'],
  },
  {
    why: 'Accounts carry discoverable (always true) since 4.12.0.',
    diffs: ['extra Account.discoverable', 'extra CredentialAccount.discoverable'],
  },
  {
    why: 'Monero payment options carry amount_min since 4.11.0 (commit 805cd8a2).',
    diffs: ['extra Account.payment_options[].amount_min', 'extra CredentialAccount.payment_options[].amount_min'],
  },
  {
    why: 'The source of the current user has privacy and sensitive since 3.22.0, language since 4.17.0.',
    diffs: [
      'extra CredentialAccount.source.privacy',
      'extra CredentialAccount.source.sensitive',
      'extra CredentialAccount.source.language',
    ],
  },
  {
    why: "Issue 22, people and reactions (5.9 dialect only): who reposted (4.4.0), liked and reacted (4.5.0), the member's likes (4.17.0), the blocked domains (4.12.0), removing an identity proof (4.15.0).",
    diffs: [
      'endpoint-only-in-contract GET /api/v1/statuses/{}/reblogged_by',
      'endpoint-only-in-contract GET /api/v1/statuses/{}/favourited_by',
      'endpoint-only-in-contract GET /api/v1/pleroma/statuses/{}/reactions',
      'endpoint-only-in-contract GET /api/v1/favourites',
      'endpoint-only-in-contract GET /api/v1/instance/domain_blocks',
      'endpoint-only-in-contract DELETE /api/v1/accounts/identity_proof',
    ],
  },
  { why: 'Notifications carry payment_amount since 4.18.0.', diffs: ['extra Notification.payment_amount'] },
  { why: 'Notifications carry moderation_warning since 5.9.0.', diffs: ['extra Notification.moderation_warning'] },
  {
    why: 'monero-light subscription options (view-only wallets, 4.15.0) carry view_key.',
    diffs: ['extra SubscriptionOption.view_key'],
  },
  {
    why: 'Role.permissions is the bitmask string since 3.22.0.',
    diffs: ['type Role.permissions: contract also allows string'],
  },
  {
    why: 'The admin API: deleting an account or a post since 4.9.0, the list of accounts since 5.9.0; the client calls them on 5.9.',
    diffs: [
      'endpoint-only-in-contract DELETE /api/v1/admin/accounts/{}',
      'endpoint-only-in-contract DELETE /api/v1/admin/posts/{}',
      'endpoint-only-in-contract GET /api/v2/admin/accounts',
    ],
  },
  {
    why: 'The follow requests the user sent (GET /api/v1/follow_requests/outgoing, 4.19.0); the client calls it on 5.9.',
    diffs: ['endpoint-only-in-contract GET /api/v1/follow_requests/outgoing'],
  },
]

/** What the contract accepts because the 3.21 dialect sends it (the 5.9 documents do not). */
const FROM_3_21: Known[] = [
  { why: 'List.id is an integer at 3.21.', diffs: ['type List.id: contract also allows integer'] },
  {
    why: 'GET /api/v1/accounts/identity_proof is the 3.21 path of the identity claim (removed in 4.16.0).',
    diffs: ['endpoint-only-in-contract GET /api/v1/accounts/identity_proof'],
  },
  {
    why: 'display_name may be null at 3.21.',
    diffs: ['nullable Account.display_name', 'nullable CredentialAccount.display_name'],
  },
  { why: 'Role.permissions is a list of names at 3.21.', diffs: ['type Role.permissions: contract also allows array'] },
  {
    why: 'Who reacted (emoji_reactions[].account_ids) is sent up to 4.4.0 only; the 3.21 dialect sends it.',
    diffs: [
      'extra Status.pleroma.emoji_reactions[].account_ids',
      'extra DELETE /api/v1/statuses/{} 200.pleroma.emoji_reactions[].account_ids',
    ],
  },
  {
    why: 'chain_metadata is null at 3.21 when the chain has no description (Option<Value> in v3.21.0 instance/types.rs); at 5.9 it is always the Monero metadata.',
    diffs: ['nullable Instance.blockchains[].chain_metadata'],
  },
]

/** Fields 5.9 sends that the client does not read; the demo instance does not serve them. */
const UNSERVED_5_9: Known[] = [
  {
    why: 'The custom emoji category.',
    diffs: ['missing CustomEmoji.category'],
  },
  { why: 'The account limits in the instance configuration.', diffs: ['missing Instance.configuration.accounts'] },
]

/**
 * The 5.9 documents against the contract. Besides the dialect split above: endpoints of 5.9 the
 * client never calls, the 3.21 errata and facts that still hold at 5.9, and fields 5.9 sends that
 * the client does not read and the demo instance does not serve.
 */
const ENDPOINTS_5_9: Known[] = [
  {
    why: 'Server endpoints of 5.9 that the client never calls (apps, conversations, admin, v2 instance and media, and more).',
    diffs: [
      'endpoint-only-in-openapi GET /api/v1/accounts/search_did',
      'endpoint-only-in-openapi GET /api/v1/accounts/{}/lists',
      'endpoint-only-in-openapi GET /api/v1/media/{}',
      'endpoint-only-in-openapi GET /api/v1/statuses',
      'endpoint-only-in-openapi GET /api/v1/statuses/{}/context',
      'endpoint-only-in-openapi GET /api/v1/timelines/direct',
      'endpoint-only-in-openapi GET /api/v2/instance',
      'endpoint-only-in-openapi GET /api/v2/notifications/policy',
      'endpoint-only-in-openapi POST /api/v1/apps',
      'endpoint-only-in-openapi POST /api/v2/media',
    ],
  },
  {
    why: 'The identicon image is served but not documented (an image, not JSON).',
    diffs: ['endpoint-only-in-contract GET /api/v1/accounts/identicon'],
  },
]

const FACTS_5_9: Known[] = [
  {
    why: 'As at 3.21: counts, is_legacy_proof, permissions_bitmask, the preview\'s emojis, the "requested" invoice status, the "" notification type and the refs of identity_proof and subscriptions/options are not in the document.',
    diffs: [
      'extra Account.created_at',
      'extra Account.statuses_count',
      'extra CredentialAccount.created_at',
      'extra CredentialAccount.statuses_count',
      'extra Status.favourites_count',
      'extra Status.reblogs_count',
      'extra Status.replies_count',
      'extra DELETE /api/v1/statuses/{} 200.favourites_count',
      'extra DELETE /api/v1/statuses/{} 200.reblogs_count',
      'extra DELETE /api/v1/statuses/{} 200.replies_count',
      'extra Field.is_legacy_proof',
      'extra Role.permissions_bitmask',
      'extra POST /api/v1/statuses/preview 200.emojis',
      'enum Invoice.status: contract adds "requested"',
      'enum DELETE /api/v1/subscriptions/invoices/{} 200.status: contract adds "requested"',
      'enum Notification.type: contract adds ""',
      'ref POST /api/v1/accounts/identity_proof 200: openapi Account / contract CredentialAccount',
      'ref POST /api/v1/subscriptions/options 200: openapi Account / contract CredentialAccount',
    ],
  },
  {
    why: 'As at 3.21: every account carries source, role, authentication_methods and client_config (null unless it is the current user).',
    diffs: [
      'extra Account.source',
      'extra Account.role',
      'extra Account.authentication_methods',
      'extra Account.client_config',
    ],
  },
  {
    why: 'As at 3.21: values sent as null that the document does not mark nullable.',
    diffs: [
      'nullable Field.verified_at',
      'nullable Instance.contact_account',
      'nullable Notification.status',
      'nullable Poll.own_votes',
      'nullable Poll.voters_count',
      'nullable Status.reblog',
      'nullable DELETE /api/v1/statuses/{} 200.reblog',
      'nullable Invoice.payment_address',
      'nullable DELETE /api/v1/subscriptions/invoices/{} 200.payment_address',
      'nullable CredentialAccount.source.note',
    ],
  },
]

/** Errata of the 5.9 documents (checked against the v5.9.1 handlers in mitra_api/src/mastodon_api/). */
const ERRATA_5_9: Known[] = [
  {
    why: 'Erratum: the document leaves out Status.conversation_tracking, deprecated in 5.9.0 but still sent (statuses/types.rs Status, "normal" or "follow" for a signed-in reader, null for guests).',
    diffs: ['extra Status.conversation_tracking', 'extra DELETE /api/v1/statuses/{} 200.conversation_tracking'],
  },
  {
    why: "Erratum: the admin deletes and the group moderator's thread removal are documented as 204 with a JSON body; admin/*/views.rs and statuses/views.rs delete_from_thread_view answer HttpResponse::NoContent().json({}), and a 204 carries no body.",
    diffs: [
      'content DELETE /api/v1/admin/accounts/{} 204: openapi application/json / contract none',
      'content DELETE /api/v1/admin/posts/{} 204: openapi application/json / contract none',
      'content DELETE /api/v1/statuses/{}/thread 204: openapi application/json / contract none',
    ],
  },
  {
    why: 'Erratum: the document names only the default visibility and language of GET /api/v1/preferences; preferences/types.rs Preferences also sends the fixed sensitivity and the reading keys.',
    diffs: [
      'extra GET /api/v1/preferences 200.posting:default:sensitive',
      'extra GET /api/v1/preferences 200.reading:expand:media',
      'extra GET /api/v1/preferences 200.reading:expand:spoilers',
    ],
  },
  {
    why: 'Erratum: Session.client_name is a non-null string in the document; settings/types.rs Session has client_name: Option<String> (null for a token of no OAuth app, as after a password sign-in without client_id).',
    diffs: ['nullable GET /api/v1/settings/sessions 200[].client_name'],
  },
  {
    why: 'Erratum: DELETE identity_proof returns CredentialAccount (v5.9.1 accounts/views.rs delete_identity_proof: Account::from_user), documented as Account; GET pleroma reactions returns a list (Vec<PleromaEmojiReaction>, reactions/views.rs), documented as one object.',
    diffs: [
      'ref DELETE /api/v1/accounts/identity_proof 200: openapi Account / contract CredentialAccount',
      'type GET /api/v1/pleroma/statuses/{}/reactions 200: openapi object / contract array',
    ],
  },
  {
    why: 'Erratum: SubscriptionOption knows only type monero; SubscriptionOption::MoneroLight (subscriptions/types.rs) also sends view_key.',
    diffs: ['extra SubscriptionOption.view_key'],
  },
  {
    why: 'Erratum: AccountWarning lacks status_ids, target_account and appeal; notifications/types.rs AccountWarning always sends them (null at 5.9.1).',
    diffs: [
      'extra Notification.moderation_warning.status_ids',
      'extra Notification.moderation_warning.target_account',
      'extra Notification.moderation_warning.appeal',
    ],
  },
  {
    why: 'Erratum: Notification.moderation_warning is not marked nullable; it is an Option, null for every other notification type.',
    diffs: ['nullable Notification.moderation_warning'],
  },
  {
    why: 'Erratum: source.language is not marked nullable (its example is null); AccountSource.language is an Option, null without a default post language.',
    diffs: ['nullable CredentialAccount.source.language'],
  },
]

/** What the "latest" document (main 95e9e6e0, after 5.9.1) adds; the 5.9 dialect follows v5.9.1. */
const UNRELEASED: Known[] = [
  {
    why: 'Added on main after 5.9.1 (commit 3951e08a, unreleased): POST /api/v1/pleroma/notifications/read, which the client never calls.',
    diffs: ['endpoint-only-in-openapi POST /api/v1/pleroma/notifications/read'],
  },
  {
    why: 'Added on main after 5.9.1 (commit 3951e08a, unreleased): Notification.pleroma.is_seen; no release the contract speaks sends it.',
    diffs: ['missing Notification.pleroma'],
  },
]

const known = (lists: Known[]) => lists.flatMap((k) => k.diffs)
const sorted = (list: string[]) => [...list].sort()

/**
 * The documents and the differences each must show. The 5.9 lists are as of the contract when they
 * were written; a change of the contract for 5.9 shows here and is listed with its reason.
 */
const DOCUMENTS: { file: string; label: string; known: Known[] }[] = [
  {
    file: 'openapi-mitra-3.21.0.yaml',
    label: 'Mitra 3.21',
    known: [...ENDPOINT_EXCEPTIONS, ...ERRATA, ...ENTITY_FACTS, ...FROM_5_9],
  },
  {
    file: 'openapi-mitra-5.9.1.yaml',
    label: 'Mitra 5.9.1',
    known: [...ENDPOINTS_5_9, ...FACTS_5_9, ...ERRATA_5_9, ...FROM_3_21, ...UNSERVED_5_9],
  },
  {
    file: 'openapi-mitra-latest.yaml',
    label: 'Mitra latest',
    known: [...ENDPOINTS_5_9, ...FACTS_5_9, ...ERRATA_5_9, ...FROM_3_21, ...UNSERVED_5_9, ...UNRELEASED],
  },
]

for (const { file, label, known: lists } of DOCUMENTS) {
  describe.skipIf(!existsSync(documentPath(file)))(`contract against the ${label} OpenAPI document (${file})`, () => {
    const document = parse(readFileSync(documentPath(file), 'utf8')) as Parameters<typeof compareWithOpenApi>[0]
    const diffs = compareWithOpenApi(document, COMPONENTS)
    const expected = known(lists)

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
}
