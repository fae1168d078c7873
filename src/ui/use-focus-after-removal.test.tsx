// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusAfterRemoval } from './use-focus-after-removal'

/** A list whose removals reach it only when `arrive` is pressed, as a cache notified late would. */
function List({ initial }: { initial: string[] }) {
  const [shown, setShown] = useState(initial)
  const removed = useRef<string[]>([])
  const listRef = useRef<HTMLUListElement>(null)
  const focusAfterRemoval = useFocusAfterRemoval(shown, (index) => {
    const buttons = listRef.current?.querySelectorAll('button') ?? []
    const next = buttons[Math.min(index, buttons.length - 1)]
    if (next) next.focus()
    else listRef.current?.focus()
  })
  return (
    <>
      <ul ref={listRef} tabIndex={-1} aria-label="items">
        {shown.map((id, index) => (
          <li key={id}>
            <button
              onClick={() => {
                removed.current.push(id)
                focusAfterRemoval(id, index)
              }}
            >
              Remove {id}
            </button>
          </li>
        ))}
      </ul>
      <button onClick={() => setShown((ids) => ids.filter((id) => !removed.current.includes(id)))}>arrive</button>
    </>
  )
}

afterEach(cleanup)

describe('useFocusAfterRemoval', () => {
  it('waits for the item to leave the list, then focuses what stands in its place', () => {
    render(<List initial={['a', 'b', 'c']} />)
    const removeB = screen.getByRole('button', { name: 'Remove b' })
    act(() => removeB.click())
    removeB.focus()
    // The list has not changed yet: the focus stays where it is.
    expect(document.activeElement).toBe(removeB)
    act(() => screen.getByRole('button', { name: 'arrive' }).click())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove c' }))
  })

  it('takes the last item when the removed one was last, and the fallback when none is left', () => {
    render(<List initial={['a', 'b']} />)
    act(() => screen.getByRole('button', { name: 'Remove b' }).click())
    act(() => screen.getByRole('button', { name: 'arrive' }).click())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a' }))
    act(() => screen.getByRole('button', { name: 'Remove a' }).click())
    act(() => screen.getByRole('button', { name: 'arrive' }).click())
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'items' }))
  })

  it('moves the focus once only', () => {
    render(<List initial={['a', 'b']} />)
    act(() => screen.getByRole('button', { name: 'Remove a' }).click())
    const arrive = screen.getByRole('button', { name: 'arrive' })
    act(() => arrive.click())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove b' }))
    arrive.focus()
    act(() => arrive.click())
    expect(document.activeElement).toBe(arrive)
  })
})
