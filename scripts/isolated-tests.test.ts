import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ISOLATED_FILES } from './isolated-tests'

const root = fileURLToPath(new URL('..', import.meta.url))

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

describe('ISOLATED_FILES', () => {
  const all = ['src', 'server', 'scripts'].flatMap(testFiles)

  it('holds every test file that mocks a module (a shared worker would keep the real one)', () => {
    const mocking = all.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')))
    expect(mocking.length).toBeGreaterThan(0)
    expect(mocking.filter((file) => !ISOLATED_FILES.includes(file))).toEqual([])
  })

  it('names only files that exist', () => {
    expect(ISOLATED_FILES.filter((file) => !all.includes(file))).toEqual([])
  })
})
