import type { IconName } from '@/ui/icon-paths'

/** The icon of each notification type. */
export function notificationIcon(type: string): IconName {
  switch (type) {
    case 'follow':
    case 'admin.sign_up':
      return 'user'
    case 'follow_request':
      return 'lock'
    case 'mention':
      return 'reply'
    case 'favourite':
      return 'heart'
    case 'emoji_reaction':
    case 'pleroma:emoji_reaction':
      return 'smile'
    case 'reblog':
      return 'repeat'
    case 'subscription':
    case 'subscription_expiration':
    case 'subscriber_leaving':
      return 'coin'
    case 'move':
      return 'arrowRight'
    default:
      return 'bell'
  }
}
