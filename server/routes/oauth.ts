import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getLocalUser, getUserByLoginAddress } from '../db/accounts'
import { readConfig } from '../db/config'
import { createToken, DEFAULT_TOKEN_LIFETIME_S, revokeToken, useCaip122Nonce } from '../db/tokens'
import type { MitraDialect } from '../dialect'
import { verifyPassword } from '../crypto/passwords'
import { walletSession } from '../crypto/wallet-login'
import { parseUuid, uuidErrorText } from '../domain/ids'
import { requireUser } from '../http/auth'
import { bodyObject, optionalString, requiredString, type Fields } from '../http/body'
import type { AppState } from '../http/context'
import { authError, notFound, permissionError, validationError } from '../http/errors'
import { bodyKindOf, CONTENT_TYPE_ERROR, MitraRefusal, requireBody } from '../http/mitra-request'
import { checkRateLimit } from '../http/rate-limit'

const TOKEN_RULE: Record<MitraDialect, string> = {
  '3.21':
    'v3.21.0 src/mastodon_api/oauth/views.rs: token_view takes Either<MultipartForm<TokenRequestMultipartForm>, FormOrJson<TokenRequest>>',
  '5.9':
    'v5.9.1 mitra_api/src/mastodon_api/oauth/views.rs: token_view takes Either<JsonOrForm<TokenRequest>, MultipartForm<TokenRequestMultipartForm>>',
}

/**
 * The token request's encodings: JSON or a form in both (multipart too, which the demo instance
 * does not read and Parley never sends). actix's Either answers with its last extractor's error:
 * at 3.21 web::Json's "Content type error"; at 5.9 (since 4.12, JsonOrForm first) the multipart
 * form's, which has no Content-Type to look at when there is no body.
 */
function requireTokenBody(req: FastifyRequest, mitra: MitraDialect): void {
  const kind = bodyKindOf(req)
  if (kind === 'json' || kind === 'form') return
  if (mitra === '3.21') throw new MitraRefusal(400, CONTENT_TYPE_ERROR, TOKEN_RULE[mitra])
  if (kind === null) throw new MitraRefusal(400, 'Could not find Content-Type header', TOKEN_RULE[mitra])
  throw new MitraRefusal(415, "Parsed Content-Type did not have 'multipart' top-level media type", TOKEN_RULE[mitra])
}

/**
 * 5.9's TokenRequest has `client_id: Option<Uuid>` (3.21: any string, unread): a client id that is
 * not a UUID fails deserialising; a UUID names an OAuth app (401 since 4.14.0 when there is
 * none), and the demo instance registers none.
 */
function checkClientId(fields: Fields, mitra: MitraDialect): string | null {
  const raw = optionalString(fields, 'client_id')
  if (mitra === '3.21' || raw === null) return raw
  if (!parseUuid(raw)) {
    throw new MitraRefusal(
      400,
      `Json deserialize error: ${uuidErrorText(raw)}`,
      'v5.9.1 mitra_api/src/mastodon_api/oauth/types.rs: TokenRequest.client_id is Option<Uuid>',
    )
  }
  throw authError('invalid client credentials')
}

export function oauthRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state

  // AUTH.md §1; what each release takes is in requireTokenBody and checkClientId.
  app.post('/oauth/token', async (req, reply) => {
    reply.header('Cache-Control', 'no-store')
    checkRateLimit(state, req, 'token')
    requireTokenBody(req, state.mitra)
    const fields = bodyObject(req.body)
    const grantType = requiredString(fields, 'grant_type')
    const username = optionalString(fields, 'username')
    const password = optionalString(fields, 'password')
    const message = optionalString(fields, 'message')
    const signature = optionalString(fields, 'signature')
    const code = optionalString(fields, 'code')
    const clientId = checkClientId(fields, state.mitra)

    let userId: string
    switch (grantType) {
      case 'password': {
        // Mitra reads Option<String>: an empty value is given, not missing (an empty password set
        // through change_password signs in with an empty password there too).
        if (username === null) throw validationError('username is required')
        const user = getLocalUser(db, username)
        if (!user) throw notFound('user')
        if (password === null) throw validationError('password is required')
        if (!user.user.password_hash) throw validationError('password auth is disabled')
        if (!(await verifyPassword(password, user.user.password_hash))) throw validationError('incorrect password')
        userId = user.account.id
        break
      }
      // Wallet sign-in (AUTH.md §1): like Mitra, the method need not be offered for sign-up, but
      // Monero must be configured; the nonce is spent before the user is looked up.
      case 'eip4361':
      case 'caip122_monero': {
        const session = await walletSession(state, req, grantType, message, signature)
        if (!useCaip122Nonce(db, session.accountId, session.nonce)) throw validationError("nonce can't be reused")
        const user = getUserByLoginAddress(db, grantType === 'eip4361' ? 'ethereum' : 'monero', session.address)
        if (!user) throw notFound('user')
        userId = user.account.id
        break
      }
      case 'authorization_code':
        if (code === null) throw validationError('authorization code is required')
        // 5.9 (since 4.12.0) looks the code up per client.
        if (state.mitra === '5.9' && clientId === null) throw validationError('client ID is required')
        throw notFound('authorization')
      default:
        throw validationError('unsupported grant type')
    }
    // Mitra's authentication_token_lifetime: the instance setting, else the release's default.
    const lifetime = readConfig(db).authentication_token_lifetime ?? DEFAULT_TOKEN_LIFETIME_S[state.mitra]
    const { token, createdAt } = createToken(db, userId, lifetime)
    const body = {
      access_token: token,
      token_type: 'Bearer',
      scope: 'read write follow',
      created_at: Math.floor(createdAt / 1000),
    }
    // expires_in (seconds) since 4.12.0; once it has passed, the token is refused (http/auth.ts).
    return state.mitra === '5.9' ? { ...body, expires_in: lifetime } : body
  })

  // 3.21 takes web::Json<RevocationRequest>; 5.9 (since 4.12.0) JsonOrForm, whose last extractor
  // (web::Form) answers the same "Content type error". The bearer header is read first.
  app.post('/oauth/revoke', async (req) => {
    const user = requireUser(state, req)
    requireBody(
      req,
      state.mitra,
      state.mitra === '3.21' ? ['json'] : ['json', 'form'],
      state.mitra === '3.21'
        ? 'v3.21.0 src/mastodon_api/oauth/views.rs: revoke_token_view takes web::Json<RevocationRequest>'
        : 'v5.9.1 mitra_api/src/mastodon_api/oauth/views.rs: revoke_token_view takes JsonOrForm<RevocationRequest>',
    )
    const token = requiredString(bodyObject(req.body), 'token')
    if (!revokeToken(db, user.account.id, token)) throw permissionError()
    return {}
  })
}
