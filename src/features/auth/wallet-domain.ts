import type { Instance } from '@/api/instance/types'
import { mitraAtLeast } from '@/api/instance/mitra-version'
import { API_ORIGIN } from '@/lib/http'

/** The origin the client calls the API on: Mitra serves the web client and its API from the instance URL. */
export function apiOrigin(): string {
  return API_ORIGIN || window.location.origin
}

/**
 * The domain of a wallet sign-in message: the server compares it with its instance URL's host.
 * Up to Mitra 5.0 `instance.uri` is that host. From 5.1.0 `uri` is the WebFinger domain
 * (`webfinger_hostname`, split-domain setups), which may be another host than the instance URL;
 * then the host of the API origin is the instance URL's. Where `uri` is the API's host (with or
 * without its port) it is right in every release, whatever the version says.
 */
export function walletLoginDomain(instance: Pick<Instance, 'uri' | 'version'>, origin: string = apiOrigin()): string {
  let api: URL
  try {
    api = new URL(origin)
  } catch {
    return instance.uri
  }
  if (instance.uri === api.host || instance.uri === api.hostname) return instance.uri
  if (!mitraAtLeast(instance, '5.1.0')) return instance.uri
  return api.host
}
