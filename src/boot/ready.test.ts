// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { BOOT_SELECTOR, bootDone } from './ready'

afterEach(() => {
  delete window.__parleyBoot
  document.querySelector(BOOT_SELECTOR)?.remove()
})

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

function bootTag(): HTMLScriptElement {
  const script = document.createElement('script')
  script.setAttribute('data-boot', '')
  document.head.append(script)
  return script
}

describe('bootDone', () => {
  it('settles at once without a boot script', async () => {
    expect(await settled(bootDone())).toBe(true)
  })

  it('waits for a boot script that has not run, then for what it does', async () => {
    const script = bootTag()
    const done = bootDone()
    expect(await settled(done)).toBe(false)
    let finish = () => {}
    window.__parleyBoot = new Promise<void>((resolve) => (finish = resolve))
    script.dispatchEvent(new Event('load'))
    expect(await settled(done)).toBe(false)
    finish()
    expect(await settled(done)).toBe(true)
  })

  it('waits for a boot script that has run until it has done its part', async () => {
    bootTag()
    let finish = () => {}
    window.__parleyBoot = new Promise<void>((resolve) => (finish = resolve))
    const done = bootDone()
    expect(await settled(done)).toBe(false)
    finish()
    expect(await settled(done)).toBe(true)
  })

  it('does not wait for a boot script that failed to download', async () => {
    const script = bootTag()
    const done = bootDone()
    script.dispatchEvent(new Event('error'))
    expect(await settled(done)).toBe(true)
  })
})
