/**
 * The endpoint table: every call the client makes to a Mitra 3.21 server
 * (plus the identicon image), with the response of each success status.
 * Errors (4xx/5xx) are checked against the Error entity for every endpoint.
 */
import { arrayOf, emptyObject, ref, type Schema } from './schema-kit'

export type ResponseSpec =
  | { kind: 'json'; schema: Schema }
  /** 204: no body at all. */
  | { kind: 'empty' }
  /** A text body that is not JSON (CSV exports). */
  | { kind: 'text'; mediaType: string }
  /** A binary body (images). */
  | { kind: 'binary'; mediaType: string }

export type EndpointContract = Readonly<Record<number, ResponseSpec>>

const json = (schema: Schema): ResponseSpec => ({ kind: 'json', schema })
const one = (name: string): EndpointContract => ({ 200: json(ref(name)) })
const many = (name: string): EndpointContract => ({ 200: json(arrayOf(ref(name))) })
const noContent: EndpointContract = { 204: { kind: 'empty' } }
const empty: EndpointContract = { 200: json(emptyObject) }
const csv: EndpointContract = { 200: { kind: 'text', mediaType: 'text/csv' } }

/** Keys are `METHOD /path/{param}`. */
export const endpoints: Readonly<Record<string, EndpointContract>> = {
  // OAuth
  'POST /oauth/token': one('Token'),
  'POST /oauth/revoke': empty,

  // Accounts
  'POST /api/v1/accounts': { 201: json(ref('CredentialAccount')) },
  'GET /api/v1/accounts/verify_credentials': one('CredentialAccount'),
  'GET /api/v1/accounts/lookup': one('Account'),
  'GET /api/v1/accounts/{id}': one('Account'),
  'GET /api/v1/directory': many('Account'),
  'PATCH /api/v1/accounts/update_credentials': one('CredentialAccount'),
  'GET /api/v1/accounts/search': many('Account'),
  'GET /api/v1/accounts/identity_proof': one('IdentityClaim'),
  // Mitra 4.16.0 renamed the claim call; 5.0.0 removed GET identity_proof.
  'GET /api/v1/accounts/identity_claim': one('IdentityClaim'),
  'POST /api/v1/accounts/identity_proof': one('CredentialAccount'),
  // Mitra 4.15.0 (5.9 dialect only).
  'DELETE /api/v1/accounts/identity_proof': one('CredentialAccount'),
  'GET /api/v1/accounts/{id}/aliases/all': one('Aliases'),
  'POST /api/v1/accounts/{id}/load_activities': noContent,
  'GET /api/v1/accounts/{id}/subscribers': many('Subscription'),
  'GET /api/v1/accounts/identicon': { 200: { kind: 'binary', mediaType: 'image/*' } },

  // Relationships, follow requests, mutes
  'POST /api/v1/accounts/{id}/follow': one('Relationship'),
  'GET /api/v1/accounts/relationships': many('Relationship'),
  'POST /api/v1/accounts/{id}/unfollow': one('Relationship'),
  'POST /api/v1/accounts/{id}/remove_from_followers': one('Relationship'),
  'POST /api/v1/accounts/{id}/mute': one('Relationship'),
  'POST /api/v1/accounts/{id}/unmute': one('Relationship'),
  'GET /api/v1/accounts/{id}/followers': many('Account'),
  'GET /api/v1/accounts/{id}/following': many('Account'),
  'GET /api/v1/follow_requests': many('Account'),
  // The requests the user sent, still pending (4.19.0; none in 3.21).
  'GET /api/v1/follow_requests/outgoing': many('Account'),
  'POST /api/v1/follow_requests/{account_id}/authorize': one('Relationship'),
  'POST /api/v1/follow_requests/{account_id}/reject': one('Relationship'),
  'GET /api/v1/mutes': many('Account'),

  // Media
  'POST /api/v1/media': one('Attachment'),
  'PUT /api/v1/media/{id}': one('Attachment'),

  // Timelines, thread, bookmarks
  'GET /api/v1/timelines/home': many('Status'),
  'GET /api/v1/timelines/public': many('Status'),
  'GET /api/v1/timelines/tag/{tag}': many('Status'),
  'GET /api/v1/accounts/{id}/statuses': many('Status'),
  'GET /api/v1/timelines/list/{id}': many('Status'),
  'GET /api/v1/statuses/{id}/thread': many('Status'),
  'GET /api/v1/bookmarks': many('Status'),
  // Mitra 4.17.0 (5.9 dialect only).
  'GET /api/v1/favourites': many('Status'),

  // Posts
  'POST /api/v1/statuses/preview': one('StatusPreview'),
  'POST /api/v1/statuses': one('Status'),
  'GET /api/v1/statuses/{id}': one('Status'),
  'GET /api/v1/statuses/{id}/source': one('StatusSource'),
  'PUT /api/v1/statuses/{id}': one('Status'),
  'DELETE /api/v1/statuses/{id}': one('DeletedStatus'),
  'POST /api/v1/statuses/{id}/favourite': one('Status'),
  'POST /api/v1/statuses/{id}/unfavourite': one('Status'),
  'PUT /api/v1/pleroma/statuses/{id}/reactions/{content}': one('Status'),
  'DELETE /api/v1/pleroma/statuses/{id}/reactions/{content}': one('Status'),
  // Who liked (4.5.0), reposted (4.4.0), reacted (4.5.0): 5.9 dialect only.
  'GET /api/v1/statuses/{id}/favourited_by': many('Account'),
  'GET /api/v1/statuses/{id}/reblogged_by': many('Account'),
  'GET /api/v1/pleroma/statuses/{id}/reactions': many('PleromaEmojiReaction'),
  // The repost itself; its `reblog` is the original.
  'POST /api/v1/statuses/{id}/reblog': one('Status'),
  'POST /api/v1/statuses/{id}/unreblog': one('Status'),
  'POST /api/v1/statuses/{id}/bookmark': one('Status'),
  'POST /api/v1/statuses/{id}/unbookmark': one('Status'),
  'POST /api/v1/statuses/{id}/pin': one('Status'),
  'POST /api/v1/statuses/{id}/unpin': one('Status'),
  'POST /api/v1/statuses/{id}/make_permanent': one('Status'),
  'POST /api/v1/statuses/{id}/load_conversation': noContent,
  // Mitra 4.16.0 (5.9 dialect only): follow or stop following the post's conversation.
  'POST /api/v1/statuses/{id}/conversation_tracking': one('Status'),
  // Mitra 4.20.0 (5.9 dialect only): the member's direct conversations.
  'GET /api/v1/conversations': many('Conversation'),
  // {id} is the post id (the poll id equals it).
  'POST /api/v1/polls/{id}/votes': one('Poll'),

  // Groups: Mitra 5.5.0 to 5.9.0 (the 5.9 dialect only; groups/views.rs, timelines/views.rs).
  'POST /api/v1/groups': one('Account'),
  'GET /api/v1/groups/followed': many('Account'),
  'GET /api/v1/groups/{id}/source': one('GroupSource'),
  'PATCH /api/v1/groups/{id}': one('Account'),
  'DELETE /api/v1/groups/{id}': noContent,
  'GET /api/v1/groups/{id}/members': many('GroupAffiliation'),
  'GET /api/v1/timelines/group/{id}': many('Status'),
  // A group moderator removes a post from its conversation (5.9.0, statuses/views.rs).
  'DELETE /api/v1/statuses/{id}/thread': noContent,

  // Custom feeds (lists)
  'GET /api/v1/lists': many('List'),
  'POST /api/v1/lists': one('List'),
  'GET /api/v1/lists/{id}': one('List'),
  'PUT /api/v1/lists/{id}': one('List'),
  'DELETE /api/v1/lists/{id}': empty,
  'POST /api/v1/lists/{id}/accounts': empty,
  'DELETE /api/v1/lists/{id}/accounts': empty,
  'GET /api/v1/lists/{id}/accounts': many('Account'),

  // Settings
  'POST /api/v1/settings/client_config': one('CredentialAccount'),
  'POST /api/v1/settings/change_password': one('CredentialAccount'),
  'POST /api/v1/settings/aliases': one('Aliases'),
  'POST /api/v1/settings/aliases/remove': one('Aliases'),
  'GET /api/v1/settings/export_followers': csv,
  'GET /api/v1/settings/export_follows': csv,
  'POST /api/v1/settings/import_follows': noContent,
  'POST /api/v1/settings/import_followers': one('CredentialAccount'),
  'POST /api/v1/settings/move_followers': one('CredentialAccount'),
  'POST /api/v1/settings/delete_account': noContent,
  // Mitra 4.14.0 and later (the 5.9 dialect).
  'GET /api/v1/settings/sessions': many('Session'),
  'DELETE /api/v1/settings/sessions/{id}': noContent,
  // Mitra 4.17.0 and later (the 5.9 dialect): the shared posting defaults.
  'GET /api/v1/preferences': one('Preferences'),

  // Instance, markers, notifications, search, emojis
  'GET /api/v1/instance': one('Instance'),
  // Mitra 4.12.0 (5.9 dialect only).
  'GET /api/v1/instance/domain_blocks': many('DomainBlock'),
  'GET /api/v1/markers': one('Markers'),
  'POST /api/v1/markers': one('Markers'),
  'GET /api/v1/notifications': many('Notification'),
  // Mitra 3.22.0 and later (the 5.9 dialect).
  'POST /api/v1/notifications/clear': empty,
  'GET /api/v2/search': one('SearchResults'),
  'GET /api/v1/custom_emojis': many('CustomEmoji'),

  // Subscriptions (Monero)
  'GET /api/v1/subscriptions/options': many('SubscriptionOption'),
  'POST /api/v1/subscriptions/options': one('CredentialAccount'),
  'GET /api/v1/subscriptions/find': one('SubscriptionDetails'),
  'POST /api/v1/subscriptions/invoices': one('Invoice'),
  'GET /api/v1/subscriptions/invoices/{id}': one('Invoice'),
  'DELETE /api/v1/subscriptions/invoices/{id}': one('Invoice'),
  'POST /api/v1/subscriptions': one('SubscriptionDetails'),

  // Admin: deleting an account or a post (4.9.0), the list of accounts (5.9.0); none in 3.21.
  'GET /api/v2/admin/accounts': many('AdminAccount'),
  'DELETE /api/v1/admin/accounts/{id}': noContent,
  'DELETE /api/v1/admin/posts/{id}': noContent,
}
