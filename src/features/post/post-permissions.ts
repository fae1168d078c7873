import type { CredentialAccount } from '@/api/accounts/types'
import type { Relationship } from '@/api/relationships/types'
import type { Status } from '@/api/statuses/types'
import { canPost, isAdmin } from '@/lib/permissions'

export type PostAbilities = {
  reply: boolean
  repost: boolean
  /** The repost goes to the viewer's followers only (Viewer.repostToFollowers). */
  repostToFollowers: boolean
  quote: boolean
  /** Outside a thread: Quote in the More menu, which opens the post's thread with the quote form. */
  quoteInThread: boolean
  like: boolean
  react: boolean
  bookmark: boolean
  vote: boolean
  pin: boolean
  edit: boolean
  delete: boolean
  mute: boolean
  saveToIpfs: boolean
  copyObjectId: boolean
  loadReplies: boolean
}

type AbilityInput = {
  user: CredentialAccount | null
  /** The post the actions apply to (the original, for a repost). */
  status: Status
  /** Quotes are offered only in a thread (spec §6). */
  inThread: boolean
  /** The relationship with the author, when loaded. */
  relationship?: Relationship | null
  ipfsGateway?: string | null
  /** The poll no longer takes votes. */
  pollClosed?: boolean
  repostToFollowers?: boolean
}

/** A remote author's acct has a domain (spec §3: remote when acct differs from username). */
export const isRemoteAuthor = (status: Status) => status.account.acct.includes('@')

/**
 * What the viewer may do with a post, exactly as spec §6 says: members like, react, bookmark and
 * vote; writers (create_post) reply, repost and quote public posts (quotes only in a thread);
 * authors edit (if they may write), delete, pin public posts and save them to IPFS; others mute
 * the author once the relationship is known; admins copy the object id and load the replies of
 * a remote post.
 */
export function postAbilities({
  user,
  status,
  inThread,
  relationship,
  ipfsGateway,
  pollClosed = false,
  repostToFollowers = false,
}: AbilityInput): PostAbilities {
  const member = user !== null
  const writer = member && canPost(user)
  const author = member && user.id === status.account.id
  const isPublic = status.visibility === 'public'
  const admin = member && isAdmin(user)
  const poll = status.poll
  return {
    reply: writer,
    repost: writer && isPublic,
    repostToFollowers: writer && isPublic && repostToFollowers,
    quote: writer && isPublic && inThread,
    quoteInThread: writer && isPublic && !inThread,
    like: member,
    react: member,
    bookmark: member,
    vote: member && poll !== null && !poll.voted && !poll.expired && !pollClosed,
    pin: author && isPublic,
    edit: author && writer,
    delete: author,
    mute: member && !author && relationship != null,
    saveToIpfs: author && isPublic && !status.ipfs_cid && Boolean(ipfsGateway),
    copyObjectId: admin,
    loadReplies: admin && isRemoteAuthor(status),
  }
}
