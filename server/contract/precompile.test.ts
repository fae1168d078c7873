import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import * as f from './fixtures'
import { writePrecompiledValidators } from './precompile'
import { contractSchemas, usePrecompiled, validateResponse } from './validate'

const dir = mkdtempSync(join(tmpdir(), 'parley-validators-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const answers: [string, string, unknown, number?][] = [
  ['GET', '/api/v1/instance', f.instance()],
  ['GET', '/api/v1/timelines/home', [f.status({ replies_count: '3' })]],
  ['GET', '/api/v1/timelines/home', [f.status({ reblog: f.status({ account: f.account({ avatar: null }) }) })]],
  ['POST', '/api/v1/statuses', { ...f.status(), sensitiive: true }],
  ['GET', '/api/v1/accounts/verify_credentials', f.account()],
  ['GET', `/api/v1/accounts/${f.ids.alice}`, f.account({ created_at: '2025-03-24' })],
  ['GET', '/api/v1/instance', { error: 'x', error_description: 'x', extra: 1 }, 404],
]

const check = () =>
  answers.map(([method, path, body, status = 200]) => validateResponse({ method, path, status, body }))

describe('precompiled contract validators', () => {
  it('name every schema the contract checks', async () => {
    const file = join(dir, 'validators.mjs')
    writePrecompiledValidators(file)
    const { validators } = (await import(pathToFileURL(file).href)) as { validators: Record<string, unknown> }
    expect(Object.keys(validators).sort()).toEqual([...contractSchemas().keys()].sort())
  })

  it('find the same problems, with the same messages, as the schemas compiled on first use', async () => {
    const compiledOnUse = check()
    expect(compiledOnUse[0]).toEqual([])
    expect(compiledOnUse.slice(1).every((problems) => problems.length > 0)).toBe(true)
    const file = join(dir, 'validators-2.mjs')
    writePrecompiledValidators(file)
    const { validators } = (await import(pathToFileURL(file).href)) as {
      validators: Parameters<typeof usePrecompiled>[0]
    }
    usePrecompiled(validators)
    expect(check()).toEqual(compiledOnUse)
  })

  it('refuse a module that lacks a schema', () => {
    expect(() => usePrecompiled({})).toThrow(/lack "Error"/)
  })
})
