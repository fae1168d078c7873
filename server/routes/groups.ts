import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getAccount, type User } from '../db/accounts'
import {
  deleteGroup,
  getGroup,
  groupAdmins,
  groupTimeline,
  insertGroup,
  isGroupAdmin,
  localUsernameTaken,
  relatedGroups,
  updateGroupBio,
  type GroupFilter,
} from '../db/groups'
import { onLocalPostDeleted } from '../db/moderation'
import { canViewPost, deletePost, getPost } from '../db/posts'
import { markdownBasicToHtml } from '../domain/markdown'
import { hasPermission } from '../domain/roles'
import { validateUsername } from '../domain/usernames'
import { requireUser } from '../http/auth'
import { bodyObject, optionalString, requiredString } from '../http/body'
import type { AppState } from '../http/context'
import { notFound, permissionError, validationError } from '../http/errors'
import { mitraPathUuid } from '../http/mitra-path'
import { requireBody } from '../http/mitra-request'
import { queryLimit, queryOf, queryOffset, queryString, queryUuid, setNextLink } from '../http/query'
import { accountEntity } from '../serializers/account'
import { serializeContext } from '../serializers/context'
import { statusEntities } from '../serializers/status'

type IdParams = { Params: { id: string } }

const V5 = 'v5.9.1 mitra_api/src/mastodon_api/groups/views.rs'
/** mitra_validators profiles.rs BIO_MAX_LENGTH, in characters. */
const BIO_MAX_CHARS = 10_000
/** GroupListQueryParams: 40 groups a page unless asked (groups/types.rs). */
const GROUP_PAGE_SIZE = 40
/** TimelineQueryParams: 20 posts a page unless asked (timelines/types.rs). */
const TIMELINE_PAGE_SIZE = 20

/** parse_profile_bio, clean_bio and validate_bio: Markdown (basic) to HTML, at most 10000 characters. */
function groupBio(source: string): string {
  const bio = markdownBasicToHtml(source)
  if ([...bio].length > BIO_MAX_CHARS) throw validationError('bio is too long')
  return bio
}

/** GroupListQueryParams::filter: "following" (the default) or "moderating". */
function groupFilter(req: FastifyRequest): GroupFilter {
  const filter = queryString(queryOf(req), 'filter') ?? 'following'
  if (filter !== 'following' && filter !== 'moderating') throw validationError('invalid filter type')
  return filter
}

/**
 * Groups (Mitra 5.5.0 to 5.9.0; v5.9.1 groups/views.rs, timelines/views.rs group_timeline,
 * statuses/views.rs delete_from_thread_view). 3.21 has none of these routes: its router answers 404.
 */
export function groupRoutes(app: FastifyInstance, state: AppState): void {
  if (state.mitra === '3.21') return
  const { db } = state
  const groupId = (req: FastifyRequest<IdParams>, route: string) =>
    mitraPathUuid(state.mitra, req.params.id, 'groups/views.rs', route)

  /** get_group_account_by_id, then the GroupAdmin check of the source, edit and delete views. */
  const moderatedGroup = (req: FastifyRequest<IdParams>, user: User, route: string) => {
    const group = getGroup(db, groupId(req, route))
    if (!group || group.hostname !== null) throw notFound('account')
    if (!isGroupAdmin(db, user.account.id, group.id)) throw permissionError()
    return group
  }

  // create_group_view (5.6.0; description since 5.7.0): web::Json<GroupCreateForm { name, description }>.
  app.post('/api/v1/groups', async (req) => {
    const user = requireUser(state, req)
    requireBody(req, state.mitra, ['json'], `${V5}: create_group_view takes web::Json<GroupCreateForm>`)
    const fields = bodyObject(req.body)
    const name = requiredString(fields, 'name')
    const description = optionalString(fields, 'description')
    if (!hasPermission(user.user.role, 'create_post')) throw permissionError()
    const bio = description === null ? null : groupBio(description)
    validateUsername(name, state.mitra)
    if (localUsernameTaken(db, name)) throw validationError('user already exists')
    const group = insertGroup(db, { ownerId: user.account.id, username: name, bio, bioSource: description })
    return accountEntity(serializeContext(state, req, user), group)
  })

  // get_followed_groups_view (5.5.0; filter since 5.6.0): offset u16, limit PageSize (40).
  app.get('/api/v1/groups/followed', async (req) => {
    const user = requireUser(state, req)
    const query = queryOf(req)
    const filter = groupFilter(req)
    const offset = queryOffset(query)
    const limit = queryLimit(query, GROUP_PAGE_SIZE)
    const ctx = serializeContext(state, req, user)
    return relatedGroups(db, { accountId: user.account.id, filter, offset, limit }).map((g) => accountEntity(ctx, g))
  })

  // get_group_source (5.7.0): GroupSource { description: the bio's Markdown source }.
  app.get<IdParams>('/api/v1/groups/:id/source', async (req) => {
    const user = requireUser(state, req)
    const group = moderatedGroup(req, user, 'get_group_source #[get("/{group_id}/source")]')
    return { description: group.bio_source }
  })

  // update_group_view (5.7.0): web::Json<GroupUpdateForm { description }>, a partial update.
  app.patch<IdParams>('/api/v1/groups/:id', async (req) => {
    const user = requireUser(state, req)
    requireBody(req, state.mitra, ['json'], `${V5}: update_group_view takes web::Json<GroupUpdateForm>`)
    const description = optionalString(bodyObject(req.body), 'description')
    const group = moderatedGroup(req, user, 'update_group_view #[patch("/{group_id}")]')
    const updated = description === null ? group : updateGroupBio(db, group.id, groupBio(description), description)
    return accountEntity(serializeContext(state, req, user), updated)
  })

  // delete_group_view (5.7.0): delete_account of the group, 204.
  app.delete<IdParams>('/api/v1/groups/:id', async (req, reply) => {
    const user = requireUser(state, req)
    const group = moderatedGroup(req, user, 'delete_group_view #[delete("/{group_id}")]')
    deleteGroup(db, group.id)
    return reply.code(204).send()
  })

  // group_members_view (5.8.0): no authentication; the affiliated profiles (moderators), newest first.
  app.get<IdParams>('/api/v1/groups/:id/members', async (req) => {
    const id = groupId(req, 'group_members_view #[get("/{group_id}/members")]')
    const account = getAccount(db, id)
    if (!account) throw notFound('profile')
    if (account.is_group !== 1) throw notFound('group')
    const ctx = serializeContext(state, req, null)
    return groupAdmins(db, id).map((a) => ({ account: accountEntity(ctx, a), affiliation: 'admin' }))
  })

  groupTimelineRoute(app, state)
  moderateThreadRoute(app, state)
}

/** group_timeline (5.5.0): the group's top-level posts; an unknown id is an empty list, not a 404. */
function groupTimelineRoute(app: FastifyInstance, state: AppState): void {
  app.get<IdParams>('/api/v1/timelines/group/:id', async (req, reply) => {
    const user = requireUser(state, req)
    const groupId = mitraPathUuid(
      state.mitra,
      req.params.id,
      'timelines/views.rs',
      'group_timeline #[get("/group/{group_id}")]',
    )
    const query = queryOf(req)
    const maxId = queryUuid(query, 'max_id')
    const limit = queryLimit(query, TIMELINE_PAGE_SIZE)
    const ctx = serializeContext(state, req, user)
    const posts = groupTimeline(state.db, { viewer: user.account.id, groupId, maxId, limit, now: ctx.now })
    setNextLink(req, reply, posts.length, limit, posts.at(-1)?.id)
    return statusEntities(ctx, posts)
  })
}

/**
 * delete_from_thread_view (5.9.0): a post the moderator may see, in a group (else 404 "post not
 * found"), that they moderate (can_delete_group_post: the group itself or a GroupAdmin; else 403).
 * The post goes with its replies and reposts (delete_post); a local author gets a moderation warning.
 */
function moderateThreadRoute(app: FastifyInstance, state: AppState): void {
  const { db } = state
  app.delete<IdParams>('/api/v1/statuses/:id/thread', async (req, reply) => {
    const user = requireUser(state, req)
    const id = mitraPathUuid(
      state.mitra,
      req.params.id,
      'statuses/views.rs',
      'delete_from_thread_view #[delete("/{status_id}/thread")]',
    )
    const post = getPost(db, id)
    if (!post || !canViewPost(db, post, user.account.id) || post.group_id === null) throw notFound('post')
    if (user.account.id !== post.group_id && !isGroupAdmin(db, user.account.id, post.group_id)) throw permissionError()
    const author = getAccount(db, post.author_id)
    db.transaction(() => {
      deletePost(db, post.id)
      if (author && author.hostname === null)
        onLocalPostDeleted(db, { moderatorId: user.account.id, authorId: author.id, reason: null })
    })()
    return reply.code(204).send()
  })
}
