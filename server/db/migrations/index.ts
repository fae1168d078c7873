import { sql as initial } from './0001-initial'
import { sql as notificationEmoji } from './0002-notification-emoji'
import { sql as subscriptionPayments } from './0003-subscription-payments'
import { sql as postLanguage } from './0004-post-language'
import { sql as moderationWarnings } from './0005-moderation-warnings'
import { sql as groups } from './0006-groups'
import { sql as conversationTracking } from './0007-conversation-tracking'
import { sql as postTitle } from './0008-post-title'

export type Migration = { version: number; name: string; sql: string }

/** Append new migrations at the end; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'notification-emoji', sql: notificationEmoji },
  { version: 3, name: 'subscription-payments', sql: subscriptionPayments },
  { version: 4, name: 'post-language', sql: postLanguage },
  { version: 5, name: 'moderation-warnings', sql: moderationWarnings },
  { version: 6, name: 'groups', sql: groups },
  { version: 7, name: 'conversation-tracking', sql: conversationTracking },
  { version: 8, name: 'post-title', sql: postTitle },
]
