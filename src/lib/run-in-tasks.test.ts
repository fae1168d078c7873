import { afterEach, describe, expect, it, vi } from 'vitest'
import { runInTasks } from './run-in-tasks'

afterEach(() => {
  vi.useRealTimers()
})

describe('runInTasks', () => {
  it('runs one step per task, then says it is done', () => {
    vi.useFakeTimers()
    const ran: number[] = []
    const done = vi.fn()
    runInTasks([() => ran.push(1), () => ran.push(2)], done)
    expect(ran).toEqual([])
    vi.advanceTimersToNextTimer()
    expect(ran).toEqual([1])
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersToNextTimer()
    expect(ran).toEqual([1, 2])
    expect(done).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('skips a step that throws and goes on', () => {
    vi.useFakeTimers()
    const ran: number[] = []
    const done = vi.fn()
    runInTasks(
      [
        () => {
          throw new RangeError('Invalid language tag: ')
        },
        () => ran.push(2),
      ],
      done,
    )
    vi.runAllTimers()
    expect(ran).toEqual([2])
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('lets cheap steps share a task within the slice, and ends the task after a costly one', () => {
    vi.useFakeTimers()
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const ran: string[] = []
    const done = vi.fn()
    const costly = () => {
      ran.push('costly')
      now += 20
    }
    runInTasks([() => ran.push('a'), () => ran.push('b'), costly, () => ran.push('c')], done, 8)
    vi.advanceTimersToNextTimer()
    expect(ran).toEqual(['a', 'b', 'costly'])
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersToNextTimer()
    expect(ran).toEqual(['a', 'b', 'costly', 'c'])
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('stops the steps not run yet', () => {
    vi.useFakeTimers()
    const ran: number[] = []
    const stop = runInTasks([() => ran.push(1), () => ran.push(2)])
    vi.advanceTimersToNextTimer()
    stop()
    vi.runAllTimers()
    expect(ran).toEqual([1])
  })
})
