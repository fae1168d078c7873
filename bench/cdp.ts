/**
 * Chromium driven over the DevTools protocol itself, for the side-by-side bench
 * (docs/decisions/0105-side-by-side-without-the-runtime-domain.md).
 *
 * Playwright enables the protocol's Runtime domain in every page. That asks V8 to record a
 * detailed stack trace (line and column of every frame) whenever an Error object is made, so V8
 * works out the source positions of every function on the stack, parsing them again. React DOM
 * makes its error objects while its module runs, inside functions that hold the whole of React
 * DOM and the whole chunk, so under Playwright each load pays a second parse of the core chunk
 * that a person's browser, with no DevTools open, never does. This client enables only what the
 * bench uses (Page, Network, Emulation, Input) and evaluates without the Runtime domain.
 *
 * Messages go over --remote-debugging-pipe: JSON, each ended by a NUL byte, the commands on
 * file descriptor 3 and the answers and events on 4.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'

/** What Playwright passes besides the project's own flags, for the same browser behaviour. */
const PLAYWRIGHT_LIKE = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-prompt-on-repost',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-service-autorun',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
]

/** Splits what the pipe delivers into messages: each ends with a NUL byte, and a chunk may end mid-message. */
export function messageSplitter(onMessage: (text: string) => void): (chunk: string) => void {
  let pending = ''
  return (chunk) => {
    pending += chunk
    for (let end = pending.indexOf('\0'); end >= 0; end = pending.indexOf('\0')) {
      onMessage(pending.slice(0, end))
      pending = pending.slice(end + 1)
    }
  }
}

interface Message {
  id?: number
  method?: string
  params?: Record<string, unknown>
  sessionId?: string
  result?: unknown
  error?: { message: string }
}

type Listener = (message: Message) => void

export interface CdpPage {
  /** A command to this page's session. */
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>
  /** A script run in every document of the page before its own, in the page's world. */
  addInitScript(source: string): Promise<void>
  /** Navigates and resolves once the new document has committed (its init scripts have run). */
  goto(url: string): Promise<void>
  /** The value of an expression in the page, awaited when it is a promise (without the Runtime domain). */
  evaluate<T>(expression: string): Promise<T>
  click(x: number, y: number): Promise<void>
  /** One key with a character, pressed and released, as typing it does. */
  press(letter: string): Promise<void>
  /** Resolves once no request has been in flight for `quietMs`. */
  networkIdle(quietMs?: number): Promise<void>
  close(): Promise<void>
}

export interface CdpBrowser {
  /**
   * A page in a fresh browser context (its own cache and storage), 1280×720, in English and UTC,
   * with service workers blocked.
   */
  newPage(): Promise<CdpPage>
  close(): Promise<void>
}

/** Chromium as `options` name it (the project's launch options), with Playwright's own switches added. */
export async function launchCdpBrowser(options: {
  executablePath: string
  args: readonly string[]
}): Promise<CdpBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'parley-cdp-'))
  const child: ChildProcess = spawn(
    options.executablePath,
    [...options.args, ...PLAYWRIGHT_LIKE, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  )
  const commands = child.stdio[3] as Writable
  const answers = child.stdio[4] as Readable
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  let lastId = 0
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const listeners = new Set<Listener>()
  answers.setEncoding('utf8')
  answers.on(
    'data',
    messageSplitter((text) => {
      const message = JSON.parse(text) as Message
      const waiting = message.id === undefined ? undefined : pending.get(message.id)
      if (waiting && message.id !== undefined) {
        pending.delete(message.id)
        if (message.error) waiting.reject(new Error(message.error.message))
        else waiting.resolve(message.result)
      } else for (const listener of listeners) listener(message)
    }),
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  void exited.then(() => {
    for (const { reject } of pending.values()) reject(new Error(`Chromium exited: ${stderr.trim().slice(-500)}`))
    pending.clear()
  })

  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      lastId += 1
      pending.set(lastId, { resolve: resolve as (value: unknown) => void, reject })
      commands.write(`${JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`)
    })
  const { userAgent } = await send<{ userAgent: string }>('Browser.getVersion')

  async function newPage(): Promise<CdpPage> {
    const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext', {
      disposeOnDetach: true,
    })
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    })
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
    const inPage = <T>(method: string, params?: Record<string, unknown>) => send<T>(method, params, sessionId)
    const events = (method: string, handle: (params: Record<string, unknown>) => void) => {
      const listener: Listener = (message) => {
        if (message.sessionId === sessionId && message.method === method) handle(message.params ?? {})
      }
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    const inFlight = new Set<string>()
    let lastActivity = Date.now()
    const stops = [
      events('Network.requestWillBeSent', (p) => {
        inFlight.add(String(p.requestId))
        lastActivity = Date.now()
      }),
      ...['Network.loadingFinished', 'Network.loadingFailed'].map((method) =>
        events(method, (p) => {
          inFlight.delete(String(p.requestId))
          lastActivity = Date.now()
        }),
      ),
    ]
    await inPage('Page.enable')
    await inPage('Network.enable')
    const frameId = (await inPage<{ frameTree: { frame: { id: string } } }>('Page.getFrameTree')).frameTree.frame.id
    await inPage('Emulation.setDeviceMetricsOverride', {
      width: 1280,
      height: 720,
      deviceScaleFactor: 1,
      mobile: false,
    })
    await inPage('Emulation.setLocaleOverride', { locale: 'en-US' })
    await inPage('Emulation.setTimezoneOverride', { timezoneId: 'UTC' })
    // The browser's own user agent, with the person's languages (navigator.languages, Accept-Language).
    await inPage('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: 'en-US' })
    // As Playwright's `serviceWorkers: 'block'` does it.
    await inPage('Page.addScriptToEvaluateOnNewDocument', {
      source: 'if (self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = async () => {}',
    })

    const page: CdpPage = {
      send: inPage,
      async addInitScript(source) {
        await inPage('Page.addScriptToEvaluateOnNewDocument', { source })
      },
      async goto(url) {
        const committed = new Promise<void>((resolve) => {
          const stop = events('Page.frameNavigated', (p) => {
            const frame = p.frame as { id: string; parentId?: string }
            if (frame.id === frameId && !frame.parentId) {
              stop()
              resolve()
            }
          })
        })
        const { errorText } = await inPage<{ errorText?: string }>('Page.navigate', { url })
        if (errorText) throw new Error(`${url}: ${errorText}`)
        await committed
      },
      async evaluate<T>(expression: string) {
        const answer = await inPage<{
          result: { value?: T }
          exceptionDetails?: { text: string; exception?: { description?: string } }
        }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
        if (answer.exceptionDetails)
          throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text)
        return answer.result.value as T
      },
      async click(x, y) {
        const mouse = (type: string, extra: Record<string, unknown> = {}) =>
          inPage('Input.dispatchMouseEvent', { type, x, y, ...extra })
        await mouse('mouseMoved')
        await mouse('mousePressed', { button: 'left', buttons: 1, clickCount: 1 })
        await mouse('mouseReleased', { button: 'left', buttons: 0, clickCount: 1 })
      },
      async press(letter) {
        const code = `Key${letter.toUpperCase()}`
        const keyCode = letter.toUpperCase().charCodeAt(0)
        const key = { key: letter, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode }
        await inPage('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text: letter, unmodifiedText: letter })
        await inPage('Input.dispatchKeyEvent', { type: 'keyUp', ...key })
      },
      async networkIdle(quietMs = 500) {
        const deadline = Date.now() + 30_000
        while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
          if (Date.now() > deadline)
            throw new Error(`the network was still busy after 30 s (${inFlight.size} requests)`)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      },
      async close() {
        for (const stop of stops) stop()
        await send('Target.disposeBrowserContext', { browserContextId })
      },
    }
    return page
  }

  return {
    newPage,
    async close() {
      await send('Browser.close').catch(() => {})
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      child.kill('SIGKILL')
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
