/** Who and what the demo instance is seeded with. Text is original to this project. */

export type SeedPerson = {
  username: string
  displayName: string
  bio: string
  role?: 'admin' | 'user' | 'read_only_user'
  /** Remote accounts live on another server. */
  hostname?: string
  fields?: { name: string; value: string }[]
  header?: boolean
  bot?: boolean
}

export const DEMO_PASSWORD_SUFFIX = '-demo-pass'

export const LOCAL_PEOPLE: SeedPerson[] = [
  {
    username: 'admin',
    displayName: 'Parley Admin',
    role: 'admin',
    bio: 'I keep this demo instance running. Questions about the instance? Mention me.',
  },
  {
    username: 'alice',
    displayName: 'Alice Moreau',
    header: true,
    bio: 'Gardener, tea drinker and occasional **TypeScript** tinkerer.\nWrites about small web things and big tomatoes.',
    fields: [
      { name: 'Garden', value: 'Balcony, third floor' },
      { name: 'Website', value: 'https://alice.example' },
    ],
  },
  { username: 'bob', displayName: 'Bob Okafor', header: true, bio: 'Cyclist. Bread baker. Recovering sysadmin.' },
  { username: 'carol', displayName: 'Carol Lindqvist', bio: 'Photographer of fog, trains and cats.' },
  { username: 'dave', displayName: 'Dave Tanaka', bio: 'Rust at work, synthesizers at home.' },
  { username: 'erin', displayName: 'Erin Walsh', bio: 'Librarian. Reading three books at once, finishing none.' },
  { username: 'frank', displayName: 'Frank Ibarra', bio: 'Coffee roaster and amateur astronomer.' },
  {
    username: 'reader',
    displayName: 'Quiet Reader',
    role: 'read_only_user',
    bio: 'A read-only account: I read and react, but do not post.',
  },
]

export const REMOTE_PEOPLE: SeedPerson[] = [
  {
    username: 'mira',
    hostname: 'remote.example',
    displayName: 'Mira Sol',
    bio: 'Posting from another server. Hello, neighbours!',
  },
  { username: 'otto', hostname: 'remote.example', displayName: 'Otto', bio: 'Mostly maps and trains.' },
  { username: 'yuki', hostname: 'social.example', displayName: 'Yuki', bio: 'Illustrator. Ink, paper and pixels.' },
  {
    username: 'weatherbot',
    hostname: 'social.example',
    displayName: 'Weather Bot',
    bot: true,
    bio: 'Automated forecasts.',
  },
]

/** Who follows whom (acct → accts). Alice follows most, so her home timeline is busy. */
export const FOLLOWS: Record<string, string[]> = {
  alice: ['bob', 'carol', 'dave', 'erin', 'admin', 'mira@remote.example', 'yuki@social.example'],
  bob: ['alice', 'carol', 'frank', 'otto@remote.example'],
  carol: ['alice', 'bob', 'erin'],
  dave: ['alice', 'erin'],
  erin: ['alice', 'frank', 'carol'],
  frank: ['erin', 'bob', 'alice'],
  admin: ['alice', 'bob'],
  reader: ['alice', 'bob', 'carol'],
  'mira@remote.example': ['alice'],
  'yuki@social.example': ['alice', 'carol'],
}

export const INSTANCE_DESCRIPTION = `Welcome to the **Parley demo**, a Mitra-compatible instance that runs on your own machine.

- Sign in as \`alice\` to see a busy home timeline.
- Every account's password is its name followed by \`-demo-pass\`.
- Nothing here federates: accounts on other servers are part of the demo data.

Be kind, and have fun breaking things.`

/** Top-level posts. {tag} is replaced by a hashtag, {who} by a mention. */
export const OPENERS = [
  'Good morning! The tomatoes survived the cold night. #gardening',
  'Finished a long ride along the river today. **62 km** and one flat tyre. #cycling',
  'Tiny tip: `Intl.RelativeTimeFormat` makes "3 minutes ago" without any library. #typescript',
  'Three things I learned this week:\n- sourdough needs patience\n- so do people\n- so does CSS',
  'New photo series: fog over the railway bridge at dawn. #photography',
  'Reading list for the weekend:\n1. a novel about lighthouses\n2. a book on typography\n3. the manual of my new synth',
  'Is it just me or does every coffee taste better in a chipped mug? #coffee',
  'Wrote a small script today:\n\n```\nfor f in *.jpg; do convert "$f" -resize 50% "small-$f"; done\n```\n\nSaved me an hour. #til',
  'Federation is a fancy word for "we talk to each other politely". #fediverse',
  'The library got a new shelf of zines. Come by and read! #books',
  'Clear skies tonight: Jupiter and four of its moons through the small telescope. #astronomy',
  'Bread of the day: rye with caraway. Recipe on [my notes page](https://bread.example/rye).',
  'Hot take: dark mode is nice, but *good contrast* is nicer. #accessibility',
  'Compiling Rust on a laptop in summer doubles as a hand warmer in winter. #rust',
  'Trying out Parley as a web client for Mitra. It is quick! #parley #mitra',
  'Question for the garden people: when do you plant garlic? {who}',
  'Spent the evening patching an old synth. It hums in **C sharp** now, which is new. #music',
  'A reminder that alt text on images helps everyone. #accessibility',
  'Rainy Sunday, jazz on, three books open, none finished. #books',
  'The cat has decided my keyboard is a heated bed. Productivity: zero. #cats',
  'Just learned that `git switch -` jumps back to the previous branch. #til',
  'Found a lovely bakery near the station. Their cardamom buns are *dangerous*. #food',
  'Morning light on the balcony herbs. Basil is winning, mint is plotting. #gardening',
  'Plan for today:\n- fix the bike brakes\n- bake bread\n- finally answer emails',
  'What are you all reading this month? {who} #books',
  'Mapped a new walking route through the old harbour. #maps',
  'Small web pages load fast. Be like small web pages. #web',
  'Roasted a new batch: Ethiopian, light roast, tastes like blueberries. #coffee',
  'Thread: my favourite keyboard shortcuts in the terminal. Ctrl+R is the best one.',
  'Today I learned that markdown **bold** and *italics* both work here. #parley',
  'Meteor shower tonight, peak after midnight. Wrap up warm! #astronomy',
  'Drew a tiny lighthouse on the back of a receipt. Posting it in spirit. #art',
  'Reminder: back up your data. Then check that the backup restores. #sysadmin',
  'Weekend project: a bird feeder made from an old drawer. #diy',
  'Trains were late, but the view from the platform was worth it. #trains',
  'Thinking about how small communities make the internet feel human again. #fediverse',
  'Sketching ideas for a zine about neighbourhood gardens. {who} want to contribute?',
  'Cold brew season has started. #coffee',
  'The first strawberries of the year! Only three, but they count. #gardening',
  'Some links I liked this week: https://example.org/slow-web and https://example.net/tea-guide',
]

/** Replies; the parent's author is mentioned in front. */
export const REPLIES = [
  'Love this!',
  'Same here, honestly.',
  'That is a great idea, thanks for sharing.',
  'Do you have a link for that?',
  'Ha, the cat always wins.',
  'I tried that last year and it worked really well.',
  'Could you write a longer post about it some time?',
  'Bookmarked for later. **Thank you.**',
  'Strong agree. #fediverse',
  'Oh no, the flat tyre! Hope the rest of the ride went well.',
  'Plant garlic in autumn, before the first frost. It loves the cold.',
  'That photo sounds beautiful. Please post it!',
  'I had no idea about that shortcut. Mind blown.',
  'Count me in!',
  'Which book are you reading first?',
  'We should organise a meetup at that bakery.',
  'Good point about contrast. Dark mode is not a fix for everything.',
  'Happy to help, just ask.',
  'This made my day.',
  'Here is mine:\n- tea\n- more tea\n- a nap',
  'Careful, that recipe is addictive.',
  'The moons were so clear last night, I saw them too.',
  'I use `git switch -` all the time now.',
  'Going to try this tonight.',
  'Thanks, that answers my question.',
]

/** When people reply to themselves, they add to what they said. */
export const FOLLOW_UPS = [
  'Update: it worked!',
  'Adding to this: the second try went much better.',
  'Edit: I meant Saturday, not Sunday.',
  'Follow-up: photos coming tomorrow.',
  'Small correction: it was **two** flat tyres.',
  'And yes, I will write the longer version.',
]

export const TAG_POOL = ['parley', 'mitra', 'fediverse', 'coffee', 'books', 'gardening', 'photography', 'music']
