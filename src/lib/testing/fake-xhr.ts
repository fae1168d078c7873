// A test helper (never imported by the app): XMLHttpRequest under the test's control.
import { vi } from 'vitest'

/** A stand-in for XMLHttpRequest: records each request; the test answers it. */
export class FakeXhr {
  static all: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: string | null = null
  status = 0
  statusText = ''
  responseText = ''
  aborted = false
  private responseHeaders: Record<string, string> = {}
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  ontimeout: (() => void) | null = null
  timeout = 0

  constructor() {
    FakeXhr.all.push(this)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null
  }
  send(body: string) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  get json() {
    return JSON.parse(this.body ?? 'null') as Record<string, unknown>
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  respond(status: number, body: unknown, contentType = 'application/json', statusText = '') {
    this.status = status
    this.statusText = statusText
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.responseHeaders = { 'content-type': contentType }
    this.onload?.()
  }
  static install() {
    FakeXhr.all = []
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
  }
}
