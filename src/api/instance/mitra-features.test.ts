import { describe, expect, it } from 'vitest'
import {
  supportsConversationFollowing,
  supportsDirectMessages,
  supportsBotFlag,
  supportsClearNotifications,
  supportsGroups,
  supportsFollowersOnlyReposts,
  supportsLoadFeatured,
  supportsMediaFromUrl,
  supportsNewerNotifications,
  supportsPostingDefaults,
  supportsPostLanguage,
  supportsPostTitles,
  supportsSessions,
} from './mitra-features'

const on = (release: string) => ({ version: `4.0.0 (compatible; Mitra ${release})` })

describe('Mitra features by release', () => {
  it('post titles from 5.6.0', () => {
    expect(supportsPostTitles(on('3.21.0'))).toBe(false)
    expect(supportsPostTitles(on('5.5.0'))).toBe(false)
    expect(supportsPostTitles(on('5.6.0'))).toBe(true)
    expect(supportsPostTitles(on('5.9.1'))).toBe(true)
    expect(supportsPostTitles(undefined)).toBe(false)
  })

  it('sessions from 4.14.0', () => {
    expect(supportsSessions(on('3.21.0'))).toBe(false)
    expect(supportsSessions(on('4.13.2'))).toBe(false)
    expect(supportsSessions(on('4.14.0'))).toBe(true)
    expect(supportsSessions(on('5.9.1'))).toBe(true)
  })

  it('groups from 5.9.0, the release of their last call (removing a post from a group thread)', () => {
    expect(supportsGroups(on('3.21.0'))).toBe(false)
    expect(supportsGroups(on('5.8.2'))).toBe(false)
    expect(supportsGroups(on('5.9.0'))).toBe(true)
    expect(supportsGroups(on('5.9.1'))).toBe(true)
    expect(supportsGroups(on('6.0.0'))).toBe(true)
    expect(supportsGroups(undefined)).toBe(false)
  })

  it('media from a URL from 4.6.0, whose policy lets the client read other sites', () => {
    expect(supportsMediaFromUrl(on('3.21.0'))).toBe(false)
    expect(supportsMediaFromUrl(on('4.5.0'))).toBe(false)
    expect(supportsMediaFromUrl(on('4.6.0'))).toBe(true)
    expect(supportsMediaFromUrl(on('5.9.1'))).toBe(true)
    expect(supportsMediaFromUrl(undefined)).toBe(false)
    expect(supportsMediaFromUrl({ version: '4.0.0' })).toBe(false)
  })

  it('clearing notifications from 3.22.0', () => {
    expect(supportsClearNotifications(on('3.21.0'))).toBe(false)
    expect(supportsClearNotifications(on('3.22.0'))).toBe(true)
    expect(supportsClearNotifications(on('5.9.1'))).toBe(true)
  })

  it('asking for newer notifications (min_id) from 4.18.0', () => {
    expect(supportsNewerNotifications(on('3.21.0'))).toBe(false)
    expect(supportsNewerNotifications(on('4.17.0'))).toBe(false)
    expect(supportsNewerNotifications(on('4.18.0'))).toBe(true)
    expect(supportsNewerNotifications(on('5.9.1'))).toBe(true)
    expect(supportsNewerNotifications(undefined)).toBe(false)
  })

  it('the automated-account flag in the profile editor from 4.2.0', () => {
    expect(supportsBotFlag(on('3.21.0'))).toBe(false)
    expect(supportsBotFlag(on('4.1.1'))).toBe(false)
    expect(supportsBotFlag(on('4.2.0'))).toBe(true)
    expect(supportsBotFlag(on('5.9.1'))).toBe(true)
    expect(supportsBotFlag(undefined)).toBe(false)
  })

  it('loading the featured collection from 4.2.0', () => {
    expect(supportsLoadFeatured(on('3.21.0'))).toBe(false)
    expect(supportsLoadFeatured(on('4.1.0'))).toBe(false)
    expect(supportsLoadFeatured(on('4.2.0'))).toBe(true)
    expect(supportsLoadFeatured(on('5.9.1'))).toBe(true)
    for (const instance of [undefined, null, { version: '4.0.0' }]) expect(supportsLoadFeatured(instance)).toBe(false)
  })

  it('followers-only reposts from 4.3.0', () => {
    expect(supportsFollowersOnlyReposts(on('3.21.0'))).toBe(false)
    expect(supportsFollowersOnlyReposts(on('4.2.9'))).toBe(false)
    expect(supportsFollowersOnlyReposts(on('4.3.0'))).toBe(true)
    expect(supportsFollowersOnlyReposts(on('5.9.1'))).toBe(true)
    for (const instance of [undefined, null, { version: '4.0.0' }])
      expect(supportsFollowersOnlyReposts(instance)).toBe(false)
  })

  it("a post's language from 3.23.0, the shared posting defaults from 4.17.0", () => {
    expect(supportsPostLanguage(on('3.21.0'))).toBe(false)
    expect(supportsPostLanguage(on('3.22.0'))).toBe(false)
    expect(supportsPostLanguage(on('3.23.0'))).toBe(true)
    expect(supportsPostLanguage(on('5.9.1'))).toBe(true)
    expect(supportsPostingDefaults(on('3.23.0'))).toBe(false)
    expect(supportsPostingDefaults(on('4.16.2'))).toBe(false)
    expect(supportsPostingDefaults(on('4.17.0'))).toBe(true)
    expect(supportsPostingDefaults(on('5.9.1'))).toBe(true)
    for (const instance of [undefined, null, { version: '4.0.0' }]) {
      expect(supportsPostLanguage(instance)).toBe(false)
      expect(supportsPostingDefaults(instance)).toBe(false)
    }
  })

  it('an instance that does not say its release, or is not known yet, has neither', () => {
    for (const instance of [undefined, null, { version: '4.0.0' }]) {
      expect(supportsSessions(instance)).toBe(false)
      expect(supportsClearNotifications(instance)).toBe(false)
    }
  })

  it('following a conversation from 4.16.0, direct messages from 4.20.0', () => {
    expect(supportsConversationFollowing(on('3.21.0'))).toBe(false)
    expect(supportsConversationFollowing(on('4.15.3'))).toBe(false)
    expect(supportsConversationFollowing(on('4.16.0'))).toBe(true)
    expect(supportsConversationFollowing(on('5.9.1'))).toBe(true)
    expect(supportsDirectMessages(on('4.19.1'))).toBe(false)
    expect(supportsDirectMessages(on('4.20.0'))).toBe(true)
    expect(supportsDirectMessages(on('5.9.1'))).toBe(true)
    for (const instance of [undefined, null, { version: '4.0.0' }, on('3.21.0')]) {
      expect(supportsConversationFollowing(instance)).toBe(false)
      expect(supportsDirectMessages(instance)).toBe(false)
    }
  })
})
