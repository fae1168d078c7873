/**
 * Mitra's error model (MastodonError): every error of the /api and /oauth routes is JSON
 * `{"error": msg, "error_description": msg}` with the status of its kind.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** 400: every validation failure, including request parsing inside /api. */
export const validationError = (message: string) => new ApiError(400, message)
/** 401 */
export const authError = (message: string) => new ApiError(401, message)
/** 403 */
export const permissionError = () => new ApiError(403, 'permission error')
/** 404: "<name> not found". */
export const notFound = (name: string) => new ApiError(404, `${name} not found`)
/** 418: a feature this instance does not have configured. */
export const notSupported = () => new ApiError(418, 'operation not supported')
/** 422 */
export const operationError = (message: string) => new ApiError(422, message)

export const TOKEN_INVALID = 'access token is invalid'
export const AUTH_HEADER_MISSING = 'auth header is not present'

export function errorBody(message: string): { error: string; error_description: string } {
  return { error: message, error_description: message }
}

/** Plain-text 429 of the actix-governor limiters (not JSON, unlike other errors). */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests, retry in ${retryAfterSeconds}s`)
  }
}
