/**
 * The part of the demo seed that shows everything a post can carry: pictures, video, audio and
 * other files, polls, quotes, reposts, reactions, content warnings, custom emojis, pins, an
 * edited post, one saved to IPFS, and remote posts in the HTML their servers send. Mostly by
 * people Alice follows, in the last day, so her home timeline shows them first.
 */
import { createHash } from 'node:crypto'
import { getUser, type AccountRow } from './accounts'
import type { Db } from './database'
import { insertEmoji, setPostEmojis, type EmojiRow } from './emojis'
import { insertMedia, setPostMedia } from './media'
import { insertPoll, vote, type PollOption } from './polls'
import { addBookmark, addReaction, insertRepost, setIpfsCid, setPinned } from './post-actions'
import { insertPost, type PostRow, type Visibility } from './posts'
import { chimeWav, emojiPng, LOCAL_EMOJI_NAMES, scenePng, zinePdf } from './seed-media'
import { RIDE_WEBM_BASE64 } from './seed-video'
import { createPost, editPost } from '../domain/create-post'
import type { PollInput } from '../domain/post-fields'
import { uuidV4, uuidV7 } from '../domain/ids'
import { fakeCid } from '../domain/ipfs'
import { mediaFileName } from '../domain/media'
import { createRandom } from '../domain/prng'
import { LOCAL_URL, localActorPath } from '../domain/urls'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const HOST = 'localhost'
const NO_POLL: PollInput = { options: [], expiresIn: null, multiple: false }

type File = { data: Buffer; mediaType: string; description?: string | null }

export type FeatureContext = { db: Db; now: number; accounts: Map<string, AccountRow>; files: Map<string, Buffer> }

export function seedFeatures({ db, now, accounts, files }: FeatureContext): void {
  const random = createRandom(20250402)
  const iso = (ms: number) => new Date(ms).toISOString()
  // Spread over the last half day (hours given on a 32-hour scale), among the other demo posts.
  const ago = (hours: number) => now - Math.round(hours * 0.4 * HOUR) - 30 * MINUTE
  const who = (acct: string) => {
    const row = accounts.get(acct)
    if (!row) throw new Error(`seed: unknown account ${acct}`)
    return row
  }
  const store = (file: File, owner: AccountRow, at: number) => {
    const fileName = mediaFileName(file.data, file.mediaType)
    files.set(fileName, file.data)
    return insertMedia(db, {
      id: uuidV7(at, random.bytes(10)),
      ownerId: owner.id,
      fileName,
      mediaType: file.mediaType,
      fileSize: file.data.length,
      description: file.description ?? null,
      createdAt: iso(at),
    }).id
  }
  const emoji = (shortcode: string, hostname: string | null = null): EmojiRow => {
    const data = emojiPng(shortcode)
    const fileName = mediaFileName(data, 'image/png')
    files.set(fileName, data)
    return insertEmoji(db, {
      id: uuidV4(random.bytes(16)),
      shortcode,
      hostname,
      fileName,
      mediaType: 'image/png',
      createdAt: iso(now - 30 * 24 * HOUR),
    })
  }

  type LocalPost = {
    text: string
    at: number
    visibility?: Visibility
    sensitive?: boolean
    media?: File[]
    poll?: PollInput
    quote?: PostRow
    replyTo?: PostRow
    html?: boolean
  }
  const local = (acct: string, p: LocalPost): PostRow => {
    const author = who(acct)
    const user = getUser(db, author.id)
    if (!user) throw new Error(`seed: ${acct} is not local`)
    const mediaIds = (p.media ?? []).map((f, i) => store(f, author, p.at - (i + 1) * 1000))
    const input = {
      text: p.text,
      contentType: p.html ? 'text/html' : 'text/markdown',
      inReplyToId: p.replyTo?.id ?? null,
      visibility: p.visibility ?? 'public',
      sensitive: p.sensitive ?? false,
      mediaIds,
      quoteId: p.quote?.id ?? null,
      poll: p.poll ?? NO_POLL,
    }
    return createPost(db, user, { ...input, id: uuidV7(p.at, random.bytes(10)), createdAt: iso(p.at) }, HOST)
  }

  type RemotePost = {
    html: string
    at: number
    mentions?: string[]
    tags?: string[]
    emojis?: EmojiRow[]
    media?: File[]
    poll?: { options: PollOption[]; multiple: boolean; expiresAt: number }
  }
  const remote = (acct: string, p: RemotePost): PostRow => {
    const author = who(acct)
    const id = uuidV7(p.at, random.bytes(10))
    const objectId = `https://${author.hostname ?? 'remote.example'}/objects/${id}`
    const post = insertPost(db, {
      id,
      authorId: author.id,
      content: p.html,
      contentSource: null,
      inReplyTo: null,
      visibility: 'public',
      sensitive: false,
      mentions: (p.mentions ?? []).map((a) => who(a).id),
      tags: p.tags ?? [],
      objectId,
      url: `https://${author.hostname ?? 'remote.example'}/@${author.username}/${id.slice(-12)}`,
      createdAt: iso(p.at),
    })
    setPostMedia(
      db,
      post.id,
      (p.media ?? []).map((f, i) => store(f, author, p.at - (i + 1) * 1000)),
    )
    setPostEmojis(
      db,
      post.id,
      (p.emojis ?? []).map((e) => e.id),
    )
    if (p.poll)
      insertPoll(db, post.id, { multiple: p.poll.multiple, expiresAt: iso(p.poll.expiresAt), options: p.poll.options })
    return post
  }
  const react = (acct: string, post: PostRow, content: string, at: number, emoji?: EmojiRow) =>
    addReaction(db, {
      id: uuidV4(random.bytes(16)),
      authorId: who(acct).id,
      postId: post.id,
      content,
      emojiId: emoji?.id ?? null,
      createdAt: iso(at),
    })
  const repost = (acct: string, post: PostRow, at: number) => {
    const author = who(acct)
    const id = uuidV7(at, random.bytes(10))
    insertRepost(db, post, author.id, {
      id,
      createdAt: iso(at),
      objectId: author.hostname ? `https://${author.hostname}/activities/announce/${id}` : null,
    })
  }
  const votes = (post: PostRow, ballots: [string, number[]][]) =>
    ballots.forEach(([acct, choices], i) =>
      vote(db, post.id, who(acct).id, choices, iso(Date.parse(post.created_at) + (i + 1) * 7 * MINUTE)),
    )

  const emojis = Object.fromEntries(LOCAL_EMOJI_NAMES.map((name) => [name, emoji(name)]))
  const meow = emoji('meow', 'remote.example')
  const png = (scene: string, description: string | null): File => ({
    data: scenePng(scene),
    mediaType: 'image/png',
    description,
  })

  // Imported from elsewhere: stored as HTML with no Markdown source, so it cannot be edited here.
  local('alice', {
    at: ago(32),
    html: true,
    text: '<p>Imported from my old blog: <strong>notes on compost</strong>. Turn it every week and keep it as damp as a wrung-out sponge.</p>',
  })
  const book = local('erin', {
    at: ago(30),
    text: 'Book club pick for next month? Poll closes tonight.',
    poll: {
      options: ['A novel about lighthouses', 'A history of typography', 'Poems about rivers'],
      expiresIn: 6 * 3600,
      multiple: false,
    },
  })
  votes(book, [
    ['alice', [0]],
    ['bob', [0]],
    ['carol', [1]],
    ['dave', [0]],
    ['frank', [2]],
  ])
  const harvest = local('alice', {
    at: ago(29),
    text: 'Balcony harvest :tomato: the first ripe ones of the year! #gardening',
    media: [png('balcony', 'Three tomato plants in terracotta pots on a sunny balcony'), png('basil', null)],
  })
  const films = local('carol', {
    at: ago(28),
    text: 'Which film stocks do you like? Pick as many as you want.',
    poll: { options: ['Portra 400', 'HP5', 'Ektar 100', 'Cinestill 800T'], expiresIn: 2 * 3600, multiple: true },
  })
  votes(films, [
    ['alice', [0, 3]],
    ['bob', [1]],
    ['dave', [0, 1]],
  ])
  repost('bob', harvest, ago(27.7))
  const fog = local('carol', {
    at: ago(27),
    text: 'Fog series, part two. #photography',
    media: [
      png('fog', 'A railway bridge fading into the morning fog'),
      png('stars', 'Night sky over the harbour with a bright moon'),
    ],
  })
  repost('alice', fog, ago(26.5))
  local('frank', {
    at: ago(26),
    sensitive: true,
    text: 'Photos from the eclipse trip. Marked sensitive in case you want to be surprised when you go yourself. #astronomy',
    media: [png('stars', 'The sky going dark at noon, with the sun hidden')],
  })
  const seedSwap = local('alice', {
    at: ago(25),
    text: 'Seed swap on Sunday at the library, starting at 10. Bring envelopes! #gardening',
  })
  editPost(
    db,
    getUserOrThrow(db, who('alice')),
    seedSwap,
    {
      text: 'Seed swap on Sunday at the library. **Edit:** it starts at 11, not 10. Bring envelopes! #gardening',
      contentType: 'text/markdown',
      sensitive: false,
      mediaIds: [],
      quoteId: null,
      editedAt: iso(ago(24.7)),
    },
    HOST,
  )
  const chime = local('dave', {
    at: ago(24),
    text: 'New synth patch: a tiny two-note chime. :parley:',
    media: [{ data: chimeWav(), mediaType: 'audio/x-wav', description: 'A two-note chime, the second note higher' }],
  })
  repost('erin', chime, ago(23.5))
  // As a Mastodon server sends it; Mitra's cleaner would also drop the invisible/ellipsis classes.
  const meetup = remote('mira@remote.example', {
    at: ago(23),
    mentions: ['alice'],
    tags: ['gardening'],
    emojis: [meow],
    html:
      `<p>Morning, <span class="h-card" translate="no"><a href="${LOCAL_URL}${localActorPath('alice')}" class="u-url mention">@<span>alice</span></a></span>! ` +
      'The <a href="https://remote.example/tags/gardening" class="mention hashtag" rel="tag">#<span>gardening</span></a> meetup is on :meow:<br />' +
      'Details: <a href="https://garden.example/meetup/spring-2025" target="_blank" rel="nofollow noopener noreferrer">' +
      '<span class="invisible">https://</span><span class="ellipsis">garden.example/meetup/sprin</span><span class="invisible">g-2025</span></a></p>',
  })
  const ride = local('bob', {
    at: ago(22),
    text: 'Ride timelapse from this morning :bike: #cycling',
    media: [
      {
        data: Buffer.from(RIDE_WEBM_BASE64, 'base64'),
        mediaType: 'video/webm',
        description: 'A cartoon bicycle riding past a green field',
      },
    ],
  })
  local('bob', {
    at: ago(21.5),
    sensitive: true,
    text: 'Book club thoughts, with spoilers: the lighthouse keeper was the narrator all along!',
  })
  const zine = local('erin', {
    at: ago(21),
    text: 'The library zine is out! The PDF is attached, print it and pass it on. #books',
    media: [
      {
        data: zinePdf('Library Zine No. 4', 'Gardens, bread and the best benches in town.'),
        mediaType: 'application/pdf',
        description: null,
      },
    ],
  })
  const plant = local('alice', {
    at: ago(20),
    text: 'What should I plant next spring? :sprout:',
    poll: { options: ['Tomatoes again', 'Basil', 'Garlic', 'Strawberries'], expiresIn: 3 * 24 * 3600, multiple: false },
  })
  votes(plant, [
    ['bob', [0]],
    ['carol', [2]],
    ['dave', [1]],
    ['erin', [2]],
    ['frank', [3]],
  ])
  const days = local('bob', {
    at: ago(19),
    text: 'Which days work for the group ride? Pick all that suit you.',
    poll: {
      options: ['Saturday morning', 'Sunday morning', 'Wednesday evening'],
      expiresIn: 2 * 24 * 3600,
      multiple: true,
    },
  })
  votes(days, [
    ['carol', [0, 1]],
    ['frank', [0]],
    ['erin', [1, 2]],
  ])
  remote('mira@remote.example', {
    at: ago(18.5),
    html: '<p>Settling an old argument on remote.example: tea or coffee?</p>',
    poll: {
      options: [
        { title: 'Tea', votes_count: 12 },
        { title: 'Coffee', votes_count: 9 },
        { title: 'Both, obviously', votes_count: 4 },
      ],
      multiple: false,
      expiresAt: now + 20 * HOUR,
    },
  })
  local('alice', { at: ago(18), text: 'So much this. See you there :teacup:', quote: meetup })
  local('bob', { at: ago(17), text: "Vote in Alice's poll, the balcony needs more basil.", quote: plant })
  remote('yuki@social.example', {
    at: ago(16),
    mentions: ['mira@remote.example'],
    tags: ['art'],
    media: [png('basil', 'An ink drawing of basil leaves, washed with green')],
    html:
      '<p>New ink drawing finished <a href="https://social.example/tags/art" class="mention hashtag" rel="tag">#<span>art</span></a></p>' +
      '<p>Prints soon, <span class="h-card"><a href="https://remote.example/@mira" class="u-url mention">@<span>mira</span></a></span> asked first.</p>',
  })
  remote('otto@remote.example', {
    at: ago(15),
    html: '<p>Map of the old harbour tram lines, traced from a 1920s plan.<br>Source: <a href="https://maps.example/harbour" rel="nofollow noopener noreferrer" target="_blank">maps.example/harbour</a></p>',
  })
  local('alice', {
    at: ago(14),
    visibility: 'subscribers',
    text: 'For subscribers: the full balcony plan for next year, pot by pot.',
  })
  const pump = local('alice', {
    at: ago(13),
    visibility: 'direct',
    text: '@bob are you bringing the pump on Saturday?',
  })
  local('bob', { at: ago(12.8), visibility: 'direct', replyTo: pump, text: '@alice Yes, and a spare tube.' })

  // Reactions, likes, pins, bookmarks and an IPFS copy.
  const at = (post: PostRow, minutes: number) => Date.parse(post.created_at) + minutes * MINUTE
  react('bob', harvest, '❤️', at(harvest, 5))
  react('carol', harvest, ':tomato:', at(harvest, 9), emojis.tomato)
  react('dave', harvest, ':tomato:', at(harvest, 14), emojis.tomato)
  react('erin', harvest, '🎉', at(harvest, 20))
  react('mira@remote.example', harvest, ':meow:', at(harvest, 31), meow)
  for (const [i, fan] of ['bob', 'carol', 'frank'].entries()) react(fan, harvest, '', at(harvest, 3 + i * 4))
  for (const [i, fan] of ['alice', 'bob', 'erin', 'dave'].entries()) react(fan, fog, '', at(fog, 6 + i * 5))
  react('alice', ride, '🔥', at(ride, 4))
  react('alice', ride, ':bike:', at(ride, 5), emojis.bike)
  react('carol', ride, ':bike:', at(ride, 12), emojis.bike)
  react('alice', chime, '👀', at(chime, 8))
  react('alice', meetup, ':meow:', at(meetup, 3), meow)
  react('bob', plant, '🌱', at(plant, 10))
  for (const fan of ['dave', 'erin']) react(fan, zine, '', at(zine, 30))
  setPinned(db, harvest.id, true)
  setPinned(db, plant.id, true)
  setPinned(db, ride.id, true)
  addBookmark(db, who('alice').id, fog.id, iso(at(fog, 40)))
  addBookmark(db, who('alice').id, zine.id, iso(at(zine, 45)))
  setIpfsCid(db, harvest.id, fakeCid(createHash('sha256').update(harvest.id).digest()))
}

function getUserOrThrow(db: Db, account: AccountRow) {
  const user = getUser(db, account.id)
  if (!user) throw new Error(`seed: ${account.username} is not local`)
  return user
}
