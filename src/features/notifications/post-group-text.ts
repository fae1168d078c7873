import { plural, t } from '@lingui/core/macro'
import { displayNameOf } from '@/lib/display-name'
import type { EngagementKind, PostGroup } from './collapse'

/** How many people the sentence names before counting the rest. */
export const NAMED_PEOPLE = 2

/** "Carol", "Carol and Bob", "Carol, Bob and 3 others": the newest people named, the rest counted. */
export function peopleText(names: readonly string[], total: number): string {
  const [a = '', b = ''] = names
  if (total <= 1) return a
  if (total === 2) return t`${a} and ${b}`
  const others = total - NAMED_PEOPLE
  return plural(others, { one: `${a}, ${b} and # other`, other: `${a}, ${b} and # others` })
}

/**
 * The sentence of a post group, naming its newest people and saying what they did. Each message
 * is a plural over the number of people, so that a language can make the verb agree.
 */
export function postGroupText(group: Pick<PostGroup, 'people' | 'kinds'>): string {
  const total = group.people.length
  const who = peopleText(
    group.people.slice(0, NAMED_PEOPLE).map((p) => displayNameOf(p.account)),
    total,
  )
  const has = (kind: EngagementKind) => group.kinds.includes(kind)
  const liked = has('favourite')
  const reacted = has('reaction')
  const reposted = has('reblog')
  if (liked && reacted && reposted) {
    return plural(total, {
      one: `${who} liked, reacted to and reposted your post`,
      other: `${who} liked, reacted to or reposted your post`,
    })
  }
  if (liked && reacted)
    return plural(total, {
      one: `${who} liked and reacted to your post`,
      other: `${who} liked or reacted to your post`,
    })
  if (liked && reposted)
    return plural(total, { one: `${who} liked and reposted your post`, other: `${who} liked or reposted your post` })
  if (reacted && reposted)
    return plural(total, {
      one: `${who} reacted to and reposted your post`,
      other: `${who} reacted to or reposted your post`,
    })
  if (reacted) return plural(total, { one: `${who} reacted to your post`, other: `${who} reacted to your post` })
  if (reposted) return plural(total, { one: `${who} reposted your post`, other: `${who} reposted your post` })
  return plural(total, { one: `${who} liked your post`, other: `${who} liked your post` })
}

/** The label of the disclosure that lists the people of a group. */
export function peopleButtonText(total: number, expanded: boolean): string {
  return expanded
    ? plural(total, { one: 'Hide the person', other: 'Hide the # people' })
    : plural(total, { one: 'Show who', other: 'Show all # people' })
}
