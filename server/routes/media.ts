import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { readConfig } from '../db/config'
import { listLocalEmojis } from '../db/emojis'
import { getMedia, insertMedia, setMediaDescription } from '../db/media'
import { decodeUpload, saveMediaFile } from '../domain/media'
import { requireUser } from '../http/auth'
import { bodyObject, optionalString, requiredString } from '../http/body'
import type { AppState } from '../http/context'
import { notFound, validationError } from '../http/errors'
import { pathUuid } from '../http/query'
import { serializeContext } from '../serializers/context'
import { SUPPORTED_MEDIA_TYPES } from '../serializers/instance'
import { attachmentEntity, customEmojiEntity } from '../serializers/media'

const DESCRIPTION_BYTES_MAX = 3000

export function mediaRoutes(app: FastifyInstance, state: AppState): void {
  const { db } = state
  const mediaDir = join(state.dataDir, 'media')

  // A base64 file of a supported type; it stays unattached until a post uses it.
  app.post('/api/v1/media', async (req) => {
    const user = requireUser(state, req)
    const fields = bodyObject(req.body)
    const file = requiredString(fields, 'file')
    const mediaType = requiredString(fields, 'media_type')
    const data = decodeUpload(file, mediaType, readConfig(db).media_file_size_limit, SUPPORTED_MEDIA_TYPES)
    const fileName = saveMediaFile(mediaDir, data, mediaType)
    const row = insertMedia(db, { ownerId: user.account.id, fileName, mediaType, fileSize: data.length })
    return attachmentEntity(serializeContext(state, req, user), row)
  })

  app.put<{ Params: { id: string } }>('/api/v1/media/:id', async (req) => {
    const user = requireUser(state, req)
    const id = pathUuid(req.params.id)
    const description = optionalString(bodyObject(req.body), 'description')
    const row = getMedia(db, id)
    if (!row || row.owner_id !== user.account.id) throw notFound('attachment')
    if (description !== null && Buffer.byteLength(description) > DESCRIPTION_BYTES_MAX)
      throw validationError('media description is too long')
    setMediaDescription(db, id, description)
    return attachmentEntity(serializeContext(state, req, user), { ...row, description })
  })

  // Local emojis only; no token needed.
  app.get('/api/v1/custom_emojis', async (req) => {
    const ctx = serializeContext(state, req, null)
    return listLocalEmojis(db).map((e) => customEmojiEntity(ctx, e))
  })
}
