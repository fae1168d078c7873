import type { IconPath } from '@/ui/icons/icon'
import { iconAlert } from '@/ui/icons/alert'
import { iconArrowRight } from '@/ui/icons/arrow-right'
import { iconBell } from '@/ui/icons/bell'
import { iconCoin } from '@/ui/icons/coin'
import { iconHeart } from '@/ui/icons/heart'
import { iconLock } from '@/ui/icons/lock'
import { iconRepeat } from '@/ui/icons/repeat'
import { iconReply } from '@/ui/icons/reply'
import { iconSmile } from '@/ui/icons/smile'
import { iconUser } from '@/ui/icons/user'

/** The icon of each notification type. */
export function notificationIcon(type: string): IconPath {
  switch (type) {
    case 'follow':
    case 'admin.sign_up':
      return iconUser
    case 'follow_request':
      return iconLock
    case 'mention':
      return iconReply
    case 'favourite':
      return iconHeart
    case 'emoji_reaction':
    case 'pleroma:emoji_reaction':
      return iconSmile
    case 'reblog':
      return iconRepeat
    case 'subscription':
    case 'payment_anonymous':
    case 'subscription_expiration':
    case 'subscriber_leaving':
      return iconCoin
    case 'move':
      return iconArrowRight
    case 'moderation_warning':
      return iconAlert
    default:
      return iconBell
  }
}
