import { API_ORIGIN, ApiError, CLIENT_ERRORS, errorFromResponse, offlineError, TIMEOUT_MS } from '@/lib/http'
import { isOnline } from '@/lib/network-status'
import { session } from '@/lib/session'
import type { Attachment } from '../statuses/types'
import { parseDataUrl, readFileAsDataUrl } from './data-url'

export type UploadOptions = {
  /** Called as the request body goes out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/** Turns a finished XMLHttpRequest into the same ApiError the fetch transport would make. */
async function errorFromXhr(xhr: XMLHttpRequest): Promise<ApiError> {
  if (xhr.status < 200 || xhr.status > 599) return new ApiError(xhr.status, xhr.statusText || CLIENT_ERRORS.unknown)
  const contentType = xhr.getResponseHeader('Content-Type')
  const response = new Response(xhr.responseText || null, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers: contentType ? { 'Content-Type': contentType } : {},
  })
  return errorFromResponse(response)
}

/**
 * POSTs JSON with upload progress. fetch cannot report upload progress, so this one call uses
 * XMLHttpRequest; errors carry the spec's messages exactly as src/lib/http.ts makes them.
 */
function postJsonWithProgress<T>(path: string, body: unknown, { onProgress, signal }: UploadOptions): Promise<T> {
  const token = session.getToken()
  if (!token) return Promise.reject(new ApiError(401, CLIENT_ERRORS.notAuthenticated))
  if (!isOnline()) return Promise.reject(offlineError())
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_ORIGIN}${path}`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Content-Type', 'application/json')
    xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T)
        } catch {
          reject(new ApiError(xhr.status, CLIENT_ERRORS.unknown))
        }
      } else {
        void errorFromXhr(xhr).then(reject)
      }
    }
    xhr.onerror = () => reject(new ApiError(0, CLIENT_ERRORS.network))
    // Longer than other calls: a big file on a slow line takes minutes.
    xhr.timeout = TIMEOUT_MS.upload
    xhr.ontimeout = () => reject(new ApiError(0, CLIENT_ERRORS.timeout))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'))
        return
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true })
    }
    xhr.send(JSON.stringify(body))
  })
}

/**
 * Uploads a file as POST /api/v1/media: the base64 payload of its data URL, and its media type
 * (`mediaType` overrides the one the browser guessed, e.g. video/x-m4v for an untyped .m4v).
 */
export async function uploadMedia(
  file: Blob,
  mediaType: string | null,
  options: UploadOptions = {},
): Promise<Attachment> {
  const { mediaType: guessed, data } = parseDataUrl(await readFileAsDataUrl(file))
  return postJsonWithProgress<Attachment>('/api/v1/media', { file: data, media_type: mediaType || guessed }, options)
}
