import { stmt, type Db } from './database'

export type PollOption = { title: string; votes_count: number }

export type PollRow = { post_id: string; multiple: number; expires_at: string; options: string }

export type Poll = { postId: string; multiple: boolean; expiresAt: string; options: PollOption[] }

function parse(row: PollRow): Poll {
  return {
    postId: row.post_id,
    multiple: row.multiple === 1,
    expiresAt: row.expires_at,
    options: JSON.parse(row.options) as PollOption[],
  }
}

export function getPoll(db: Db, postId: string): Poll | undefined {
  const row = stmt(db, 'SELECT * FROM polls WHERE post_id = ?').get(postId) as PollRow | undefined
  return row && parse(row)
}

/** Options carry their tallies, as on Mitra (remote polls report theirs). */
export function insertPoll(
  db: Db,
  postId: string,
  data: { multiple: boolean; expiresAt: string; options: PollOption[] },
): void {
  stmt(db, 'INSERT INTO polls (post_id, multiple, expires_at, options) VALUES (?, ?, ?, ?)').run(
    postId,
    data.multiple ? 1 : 0,
    data.expiresAt,
    JSON.stringify(data.options),
  )
}

/** Option indexes the account voted for (empty when it has not voted). */
export function ownVotes(db: Db, postId: string, accountId: string): number[] {
  return (
    stmt(db, 'SELECT choice FROM poll_votes WHERE post_id = ? AND account_id = ? ORDER BY choice').all(
      postId,
      accountId,
    ) as { choice: number }[]
  ).map((r) => r.choice)
}

export type VoteResult = { ok: true; poll: Poll } | { ok: false; reason: 'already voted' | 'no such option' }

/** Records the votes and counts them in one transaction; refuses a second vote. */
export function vote(
  db: Db,
  postId: string,
  accountId: string,
  choices: readonly number[],
  at = new Date().toISOString(),
): VoteResult {
  return db.transaction((): VoteResult => {
    const poll = getPoll(db, postId)
    if (!poll) throw new Error(`no poll on ${postId}`)
    const options = poll.options.map((o) => ({ ...o }))
    for (const choice of choices) {
      const option = options[choice]
      if (!option) return { ok: false, reason: 'no such option' }
      option.votes_count += 1
    }
    if (ownVotes(db, postId, accountId).length > 0) return { ok: false, reason: 'already voted' }
    const insert = stmt(db, 'INSERT INTO poll_votes (post_id, account_id, choice, created_at) VALUES (?, ?, ?, ?)')
    for (const choice of choices) insert.run(postId, accountId, choice, at)
    stmt(db, 'UPDATE polls SET options = ? WHERE post_id = ?').run(JSON.stringify(options), postId)
    return { ok: true, poll: { ...poll, options } }
  })()
}
