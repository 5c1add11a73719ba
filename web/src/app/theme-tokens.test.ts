import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The app's colours: one set of tokens with a light and a dark value (theme.css), used everywhere.
const src = path.resolve(import.meta.dirname, '..')
const themeCss = fs.readFileSync(path.join(src, 'app/theme.css'), 'utf8')

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(selector: string): string {
  const start = themeCss.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`theme.css has no rule for ${selector}`)
  return themeCss.slice(start, themeCss.indexOf('}', start))
}

const lightBlock = block(':root:root')
const darkBlock = block(":root:root[data-theme='dark']")

function tokens(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/(--app-[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  )
}

const light = tokens(lightBlock)
const dark = new Map([...light, ...tokens(darkBlock)])

function luminance(hex: string): number {
  const digits = /^#([0-9a-f]{6})$/i.exec(hex)?.[1]
  if (!digits) throw new Error(`not an opaque colour: ${hex}`)
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(theme: Map<string, string>, fg: string, bg: string): number {
  const [a, b] = [luminance(theme.get(fg)!), luminance(theme.get(bg)!)]
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Text (4.5:1) and the pieces of the interface (3:1) the app draws on each other. */
const pairs: [fg: string, bg: string, minimum: number][] = [
  ['--app-text', '--app-surface', 4.5],
  ['--app-text', '--app-page-bg', 4.5],
  ['--app-text', '--app-fill', 4.5],
  ['--app-text-secondary', '--app-surface', 4.5],
  ['--app-text-secondary', '--app-page-bg', 4.5],
  ['--app-text-secondary', '--app-fill', 4.5],
  ['--app-text-secondary', '--app-muted-soft', 4.5],
  ['--app-text-placeholder', '--app-fill', 4.5],
  ['--app-accent', '--app-surface', 4.5],
  ['--app-accent', '--app-page-bg', 4.5],
  ['--app-accent', '--app-accent-soft', 4.5],
  ['--app-accent-strong', '--app-accent-soft', 4.5],
  ['--app-on-accent', '--app-accent', 4.5],
  ['--app-on-accent', '--app-accent-pending', 4.5],
  ['--app-on-accent-muted', '--app-accent', 4.5],
  ['--app-on-accent-muted', '--app-accent-pending', 4.5],
  ['--app-on-accent', '--app-danger', 4.5],
  ['--app-on-hero', '--app-hero-from', 4.5],
  ['--app-on-hero', '--app-hero-to', 4.5],
  ['--app-success', '--app-surface', 4.5],
  ['--app-success-text', '--app-surface', 4.5],
  ['--app-success-text', '--app-success-soft', 4.5],
  ['--app-warning-text', '--app-warning-soft', 4.5],
  ['--app-warning-text', '--app-notice-soft', 4.5],
  ['--app-warning-text', '--app-surface', 4.5],
  ['--app-danger', '--app-surface', 4.5],
  ['--app-danger-text', '--app-surface', 4.5],
  ['--app-danger-text', '--app-danger-soft', 4.5],
  ['--app-muted-text', '--app-muted-soft', 4.5],
  ['--app-vip-text', '--app-vip-bg', 4.5],
  ['--app-icon-muted', '--app-surface', 3],
]

describe('the colour tokens', () => {
  it('give every token a value in the light theme, and the dark theme only tokens the light one has', () => {
    expect(light.size).toBeGreaterThan(30)
    for (const name of tokens(darkBlock).keys()) expect(light.has(name), name).toBe(true)
  })

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('meet WCAG AA contrast in the %s theme', (_, theme) => {
    const failing = pairs
      .map(([fg, bg, minimum]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(theme, fg, bg), minimum }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`)
    expect(failing).toEqual([])
  })

  it('are the only colours the app’s stylesheets and drawings write', () => {
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' })
    const literal = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i
    const found: string[] = []
    for (const file of files.filter((name) => /\.(css|tsx)$/.test(name) && !name.includes('.test.'))) {
      let text = fs.readFileSync(path.join(src, file), 'utf8')
      if (file === path.join('app', 'theme.css')) text = text.replace(lightBlock, '').replace(darkBlock, '')
      // Comments may name colours; blanked, so the lines keep their numbers.
      text = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
      text.split('\n').forEach((line, index) => {
        if (literal.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`)
      })
    }
    expect(found).toEqual([])
  })
})
