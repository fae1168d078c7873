/** Every named entity schema of the contract, by name. */
import * as account from './account'
import * as instance from './instance'
import * as misc from './misc'
import * as status from './status'
import { SCHEMA_BASE, type Schema } from '../schema-kit'

export const entities: Readonly<Record<string, Schema>> = {
  Account: account.Account,
  CredentialAccount: account.CredentialAccount,
  Source: account.Source,
  Role: account.Role,
  Field: account.Field,
  PaymentOption: account.PaymentOption,
  CustomEmoji: account.CustomEmoji,
  Relationship: account.Relationship,
  Aliases: account.Aliases,
  IdentityClaim: account.IdentityClaim,
  Token: account.Token,
  AdminAccount: account.AdminAccount,
  Status: status.Status,
  DeletedStatus: status.DeletedStatus,
  Attachment: status.Attachment,
  Poll: status.Poll,
  Mention: status.Mention,
  Tag: status.Tag,
  StatusSource: status.StatusSource,
  StatusPreview: status.StatusPreview,
  PleromaEmojiReaction: status.PleromaEmojiReaction,
  StatusConversation: status.StatusConversation,
  Conversation: status.Conversation,
  Instance: instance.Instance,
  Notification: misc.Notification,
  Marker: misc.Marker,
  Session: misc.Session,
  GroupSource: misc.GroupSource,
  GroupAffiliation: misc.GroupAffiliation,
  Preferences: misc.Preferences,
  Markers: misc.Markers,
  List: misc.List,
  SearchResults: misc.SearchResults,
  Subscription: misc.Subscription,
  SubscriptionDetails: misc.SubscriptionDetails,
  SubscriptionOption: misc.SubscriptionOption,
  Invoice: misc.Invoice,
  DomainBlock: misc.DomainBlock,
  Error: misc.ErrorBody,
}

/** The entity schemas with their `$id`, ready to be added to an Ajv instance. */
export function entitySchemas(): Schema[] {
  return Object.entries(entities).map(([name, schema]) => ({ $id: `${SCHEMA_BASE}${name}`, ...schema }))
}

/** Name of the entity a `$ref` points to, or undefined. */
export function refName(schema: Schema): string | undefined {
  const target = schema.$ref
  return typeof target === 'string' && target.startsWith(SCHEMA_BASE) ? target.slice(SCHEMA_BASE.length) : undefined
}
