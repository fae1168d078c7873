import { describe, expect, it } from 'vitest'
import { messageSplitter } from './cdp'

describe('messageSplitter', () => {
  it('gives each message ended by a NUL byte, however the pipe cuts them', () => {
    const messages: string[] = []
    const feed = messageSplitter((text) => messages.push(text))
    feed('{"id":1}\0{"id"')
    expect(messages).toEqual(['{"id":1}'])
    feed(':2,"result":{}}')
    expect(messages).toEqual(['{"id":1}'])
    feed('\0{"method":"Page.loadEventFired"}\0')
    expect(messages).toEqual(['{"id":1}', '{"id":2,"result":{}}', '{"method":"Page.loadEventFired"}'])
  })

  it('keeps nothing back once a message has ended', () => {
    const messages: string[] = []
    const feed = messageSplitter((text) => messages.push(text))
    feed('{}\0')
    feed('')
    expect(messages).toEqual(['{}'])
  })
})
