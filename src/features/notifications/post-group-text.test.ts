import { describe, expect, it } from 'vitest'
import type { Account } from '@/api/accounts/types'
import type { EngagedPerson, EngagementKind } from './collapse'
import { peopleButtonText, postGroupText } from './post-group-text'

const person = (name: string): EngagedPerson => ({
  account: { id: name, username: name.toLowerCase(), acct: name.toLowerCase(), display_name: name } as Account,
  engagements: [],
})
const group = (names: string[], kinds: EngagementKind[]) => ({ people: names.map(person), kinds })

describe('postGroupText', () => {
  it('names the two newest people and counts the others', () => {
    expect(postGroupText(group(['Carol'], ['favourite']))).toBe('Carol liked your post')
    expect(postGroupText(group(['Carol', 'Bob'], ['favourite']))).toBe('Carol and Bob liked your post')
    expect(postGroupText(group(['Carol', 'Bob', 'Dave'], ['favourite']))).toBe('Carol, Bob and 1 other liked your post')
    expect(postGroupText(group(['Carol', 'Bob', 'Dave', 'Erin'], ['favourite', 'reaction']))).toBe(
      'Carol, Bob and 2 others liked or reacted to your post',
    )
  })

  it('says what was done, "and" for one person who did several things', () => {
    expect(postGroupText(group(['Carol'], ['favourite', 'reaction']))).toBe('Carol liked and reacted to your post')
    expect(postGroupText(group(['Carol', 'Bob'], ['reaction']))).toBe('Carol and Bob reacted to your post')
    expect(postGroupText(group(['Carol', 'Bob'], ['reblog']))).toBe('Carol and Bob reposted your post')
    expect(postGroupText(group(['Carol', 'Bob'], ['favourite', 'reblog']))).toBe(
      'Carol and Bob liked or reposted your post',
    )
    expect(postGroupText(group(['Carol', 'Bob'], ['reaction', 'reblog']))).toBe(
      'Carol and Bob reacted to or reposted your post',
    )
    expect(postGroupText(group(['Carol', 'Bob'], ['favourite', 'reaction', 'reblog']))).toBe(
      'Carol and Bob liked, reacted to or reposted your post',
    )
  })

  it('labels the disclosure by the number of people', () => {
    expect(peopleButtonText(1, false)).toBe('Show who')
    expect(peopleButtonText(5, false)).toBe('Show all 5 people')
    expect(peopleButtonText(5, true)).toBe('Hide the 5 people')
  })
})
