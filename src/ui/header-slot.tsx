import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

type HeaderSlot = { element: HTMLElement | null; setElement: (element: HTMLElement | null) => void }

const HeaderSlotContext = createContext<HeaderSlot>({ element: null, setElement: () => {} })

/**
 * A place in the sticky header that a screen can fill (home's "N new posts"): what is shown there
 * covers nothing of the page, where a button floating over the page would hide what is read.
 */
export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const slot = useMemo(() => ({ element, setElement }), [element])
  return <HeaderSlotContext.Provider value={slot}>{children}</HeaderSlotContext.Provider>
}

/** The header's element for the slot, as a ref callback (the header renders it). */
export const useHeaderSlotRef = () => useContext(HeaderSlotContext).setElement

/** The header's slot element, or null where the layout has none. */
export const useHeaderSlot = () => useContext(HeaderSlotContext).element
