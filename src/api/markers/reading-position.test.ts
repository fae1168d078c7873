import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMarkerSaver, isAhead } from './reading-position'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('isAhead', () => {
  it('compares integer ids as numbers, whatever their length', () => {
    expect(isAhead('10', '9')).toBe(true)
    expect(isAhead('9', '10')).toBe(false)
    expect(isAhead('109394469416878459', '99999999999999999')).toBe(true)
    expect(isAhead('7', '7')).toBe(false)
  })
  it('compares time-ordered UUIDs as text', () => {
    expect(isAhead('0195a2b0-0000-7000-8000-000000000002', '0195a2b0-0000-7000-8000-000000000001')).toBe(true)
    expect(isAhead('0195a2af-ffff-7000-8000-000000000009', '0195a2b0-0000-7000-8000-000000000001')).toBe(false)
  })
  it('is ahead of no marker', () => {
    expect(isAhead('1', null)).toBe(true)
    expect(isAhead('1', undefined)).toBe(true)
  })
})

describe('createMarkerSaver', () => {
  function setup() {
    vi.useFakeTimers()
    const sent: string[] = []
    let fail = false
    const send = vi.fn((id: string) => {
      sent.push(id)
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve()
    })
    const saver = createMarkerSaver(send, 2000)
    return { saver, sent, failNext: (value: boolean) => (fail = value) }
  }

  it('saves the newest post seen once the delay is over', () => {
    const { saver, sent } = setup()
    saver.seen('5')
    saver.seen('7')
    saver.seen('6')
    expect(sent).toEqual([])
    vi.advanceTimersByTime(2000)
    expect(sent).toEqual(['7'])
  })

  it('never moves the marker backwards', () => {
    const { saver, sent } = setup()
    saver.known('10')
    saver.seen('9')
    saver.seen('10')
    vi.advanceTimersByTime(5000)
    expect(sent).toEqual([])
    saver.seen('11')
    saver.flush()
    saver.seen('8')
    saver.flush()
    expect(sent).toEqual(['11'])
  })

  it('drops a pending save that a newer known marker overtakes', () => {
    const { saver, sent } = setup()
    saver.seen('4')
    saver.known('6')
    vi.advanceTimersByTime(5000)
    expect(sent).toEqual([])
  })

  it('saves at once on flush, and nothing when nothing is pending', () => {
    const { saver, sent } = setup()
    saver.flush()
    saver.seen('3')
    saver.flush()
    vi.advanceTimersByTime(5000)
    expect(sent).toEqual(['3'])
  })

  it('tries a failed save again with the next one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { saver, sent, failNext } = setup()
    saver.known('1')
    failNext(true)
    saver.seen('3')
    saver.flush()
    await Promise.resolve()
    await Promise.resolve()
    failNext(false)
    saver.seen('2')
    saver.flush()
    expect(sent).toEqual(['3', '3'])
  })

  it('stops its timer on dispose', () => {
    const { saver, sent } = setup()
    saver.seen('3')
    saver.dispose()
    vi.advanceTimersByTime(5000)
    expect(sent).toEqual([])
  })
})
