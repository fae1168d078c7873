import { readFileSync } from 'node:fs'
import { loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url)
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, unknown>

/*
 * React renders Parley, in the build and in the tests: no other renderer is installed and nothing
 * stands in for react or react-dom. (`npm test`'s budget step also checks the built files: see
 * bench/budget.ts.)
 */
describe('the renderer', () => {
  it('is React 19, and no other is a dependency', () => {
    const pkg = json('package.json') as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    expect(pkg.dependencies.react).toMatch(/^19\./)
    expect(pkg.dependencies['react-dom']).toMatch(/^19\./)
    const all = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    expect(all.filter((name) => /preact|inferno|million|@react-spring\/compat/.test(name))).toEqual([])
    const lock = json('package-lock.json') as { packages: Record<string, unknown> }
    expect(Object.keys(lock.packages).filter((path) => /node_modules\/preact(\/|$)/.test(path))).toEqual([])
  })

  it('is not aliased in the build or the tests', async () => {
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      new URL('vite.config.ts', root).pathname,
    )
    const config = loaded?.config as { resolve?: { alias?: unknown }; test?: { alias?: unknown } }
    const aliases = [config.resolve?.alias, config.test?.alias].flatMap((alias) =>
      Array.isArray(alias)
        ? (alias as { find: unknown; replacement: unknown }[])
        : alias
          ? Object.entries(alias).map(([find, replacement]) => ({ find, replacement }))
          : [],
    )
    // What is aliased, not where the checkout is: a folder may well be called "react-something".
    const standIns = aliases.filter(
      ({ find, replacement }) => /react|jsx/.test(String(find)) || /preact|compat/.test(String(replacement)),
    )
    expect(standIns.map(({ find, replacement }) => `${String(find)} -> ${String(replacement)}`)).toEqual([])
  })
})
