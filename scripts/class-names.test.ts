import { describe, expect, it } from 'vitest'
import { shortClassNames } from './class-names'

describe('shortClassNames', () => {
  it('keeps the class and adds a short mark of its file, the same in every build', () => {
    const name = shortClassNames('/repo')('header', '/repo/src/features/post/post-header.module.css')
    expect(name).toMatch(/^header_[\w-]{4}$/)
    expect(shortClassNames('/elsewhere')('header', '/elsewhere/src/features/post/post-header.module.css?used')).toBe(
      name,
    )
  })

  it('gives the classes of one file one mark, and the same class in two files two names', () => {
    const names = shortClassNames('/repo')
    const a = names('header', '/repo/src/a.module.css')
    const b = names('body', '/repo/src/a.module.css')
    const c = names('header', '/repo/src/b.module.css')
    expect(a.slice(-4)).toBe(b.slice(-4))
    expect(c).not.toBe(a)
    expect(names('header', '/repo/src/a.module.css')).toBe(a)
  })

  it('stops the build when two files would give a class one name', () => {
    const names = shortClassNames('/repo')
    // Among this many files two share a 4-character mark (about 1 in 2^24 a pair).
    const clash = () => {
      for (let i = 0; i < 300_000; i++) names('x', `/repo/src/f${i}.module.css`)
    }
    expect(clash).toThrow(/CSS modules: \.x of src\/f\d+\.module\.css and of src\/f\d+\.module\.css would both be \.x_/)
  })
})
