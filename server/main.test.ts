import { describe, expect, it } from 'vitest'
import { parseArgs } from './main'

describe('server command line', () => {
  it('has defaults and reads every flag', () => {
    expect(parseArgs([])).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      seed: undefined,
      clientDir: 'dist',
      contract: false,
      mitra: '3.21',
    })
    expect(
      parseArgs([
        '--port',
        '0',
        '--host',
        '0.0.0.0',
        '--data',
        '/tmp/x',
        '--seed',
        'none',
        '--client-dir',
        'build',
        '--contract',
        '--mitra',
        '5.9',
      ]),
    ).toEqual({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      seed: 'none',
      clientDir: 'build',
      contract: true,
      mitra: '5.9',
    })
    expect(parseArgs(['--rate-limits', 'off'])).toMatchObject({ rateLimits: false })
    expect(parseArgs(['--rate-limits', 'on'])).toMatchObject({ rateLimits: true })
  })

  it('explains bad flags', () => {
    expect(parseArgs(['--port', 'abc'])).toMatch(/--port/)
    expect(parseArgs(['--port'])).toMatch(/needs a value/)
    expect(parseArgs(['--seed', 'lots'])).toMatch(/demo or none/)
    expect(parseArgs(['--verbose'])).toMatch(/unknown argument/)
    expect(parseArgs(['--mitra', '4.0'])).toMatch(/--mitra: expected 3.21 or 5.9/)
    expect(parseArgs(['--rate-limits', 'maybe'])).toMatch(/--rate-limits: expected on or off/)
  })
})
