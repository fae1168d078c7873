import { describe, expect, it } from 'vitest'
import { canOrderDirectory } from '../directory/endpoints'
import { canListFavourites } from '../favourites/support'
import { canListLikers, canListReactors, canListReposters } from './support'

const at = (release: string) => ({ version: `4.0.0 (compatible; Mitra ${release})` })

describe('what the instance lists about people (docs/mitra-versions.md)', () => {
  it('lists reposters from 4.4.0, likers and reactors from 4.5.0', () => {
    expect([at('4.3.9'), at('4.4.0'), at('5.9.1')].map(canListReposters)).toEqual([false, true, true])
    expect([at('4.4.0'), at('4.5.0'), at('5.9.1')].map(canListLikers)).toEqual([false, true, true])
    expect([at('4.4.0'), at('4.5.0')].map(canListReactors)).toEqual([false, true])
  })

  it('lists the member’s likes from 4.17.0 and orders the directory from 4.6.0', () => {
    expect([at('4.16.2'), at('4.17.0'), at('5.9.1')].map(canListFavourites)).toEqual([false, true, true])
    expect([at('3.21.0'), at('4.2.0'), at('4.1.9'), at('4.20.0'), at('10.0.0')].map(canListFavourites)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ])
    expect([at('4.5.9'), at('4.6.0')].map(canOrderDirectory)).toEqual([false, true])
  })

  it('offers none of it on 3.21, or on an instance that does not say', () => {
    for (const instance of [at('3.21.0'), { version: '4.0.0' }, null, undefined]) {
      expect([canListReposters, canListLikers, canListFavourites, canOrderDirectory].map((f) => f(instance))).toEqual([
        false,
        false,
        false,
        false,
      ])
    }
  })
})
