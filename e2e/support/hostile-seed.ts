/**
 * Writes the hostile remote accounts and posts into a stopped demo instance's data directory:
 * `node --import tsx e2e/support/hostile-seed.ts <dataDir>`. Prints what it added as JSON.
 */
import { join } from 'node:path'
import { openDatabase } from '../../server/db/database'
import { seedHostile } from '../../server/db/seed-hostile'
import { VECTORS } from './hostile-corpus'

const dataDir = process.argv[2]
if (!dataDir) {
  console.error('usage: hostile-seed.ts DATA_DIR')
  process.exit(2)
}
const db = openDatabase(dataDir)
try {
  const seeded = db.transaction(() => seedHostile(db, join(dataDir, 'media'), VECTORS, 'alice'))()
  console.log(JSON.stringify(seeded))
} finally {
  db.close()
}
