import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The poll's result bars, checked on the real token values: the CSS module names the tokens, and
// tokens.css gives their colours in each theme.
const tokensCss = readFileSync(resolve(__dirname, '../../ui/theme/tokens.css'), 'utf8')
const pollCss = readFileSync(resolve(__dirname, 'post-poll.module.css'), 'utf8')

function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`no rule for ${selector}`)
  return css.slice(start, css.indexOf('}', start))
}

function declarations(body: string): Map<string, string> {
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

const light = declarations(block(tokensCss, ':root'))
const dark = new Map([...light, ...declarations(block(tokensCss, ":root[data-theme='dark']"))])

/** The token a rule of post-poll.module.css paints its background with. */
function backgroundToken(selector: string): string {
  const match = /background:\s*var\((--[\w-]+)\)/.exec(block(pollCss, selector))
  if (!match) throw new Error(`${selector} has no token background`)
  return match[1]!
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!m) throw new Error(`not an opaque #rrggbb colour: ${hex}`)
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(m[1]!.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('poll result bars', () => {
  const track = backgroundToken('.track')
  const fills = { option: backgroundToken('.fill'), leader: backgroundToken('.leading .fill') }
  const themes = { light, dark }

  for (const [theme, tokens] of Object.entries(themes)) {
    for (const [kind, fill] of Object.entries(fills)) {
      it(`${theme}: the ${kind}'s fill (${fill}) has at least 3:1 against the track and the page`, () => {
        const colour = tokens.get(fill)!
        for (const behind of [track, '--color-surface', '--color-bg']) {
          const ratio = contrast(colour, tokens.get(behind)!)
          expect(ratio, `${fill} on ${behind} in ${theme}`).toBeGreaterThanOrEqual(3)
        }
      })
    }

    it(`${theme}: the leader's fill stands out from the others'`, () => {
      expect(fills.leader).not.toBe(fills.option)
      expect(tokens.get(fills.leader)).not.toBe(tokens.get(fills.option))
    })
  }

  it('reads the themes apart (the test is not comparing one theme twice)', () => {
    expect(light.get('--color-surface-sunken')).not.toBe(dark.get('--color-surface-sunken'))
    // The fill of the old design, accent-soft on the sunken track, was about 1:1.
    expect(contrast(light.get('--color-accent-soft')!, light.get('--color-surface-sunken')!)).toBeLessThan(1.1)
  })
})
