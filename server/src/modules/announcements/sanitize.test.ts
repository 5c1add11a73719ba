import { describe, expect, it } from 'vitest'
import { excerptOf, sanitizeAnnouncementHtml } from './sanitize.ts'

describe('announcement bodies are sanitised against a strict allow-list', () => {
  it.each([
    ['a script and its text', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    [
      'event handlers',
      '<p onclick="x()">a</p><img src="https://i.example.com/a.png" onerror="alert(1)">',
      '<p>a</p><img src="https://i.example.com/a.png" />',
    ],
    [
      'javascript: links, however spelled',
      '<a href="JaVaScRiPt:alert(1)">a</a><a href="&#106;avascript:x">b</a>',
      '<a rel="noopener noreferrer" target="_blank">a</a><a rel="noopener noreferrer" target="_blank">b</a>',
    ],
    ['frames and their text', '<iframe src="https://evil.example">fallback</iframe><p>ok</p>', '<p>ok</p>'],
    ['style attributes and style sheets', '<p style="color:red">a</p><style>p{}</style>', '<p>a</p>'],
    [
      'forms, tables and divs (their text stays)',
      '<form><input name="x"></form><table><tr><td>t</td></tr></table><div>d</div>',
      'td',
    ],
    [
      'protocol-relative and relative links',
      '<a href="//evil.example">a</a><a href="/pages/x">b</a>',
      '<a rel="noopener noreferrer" target="_blank">a</a><a rel="noopener noreferrer" target="_blank">b</a>',
    ],
    [
      'http and relative images, SVG data',
      '<img src="http://x.example/a.png"><img src="a.png"><img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '',
    ],
    [
      'links and images with a user or password',
      '<a href="https://bank.example@evil.example/">a</a><img src="https://u:p@i.example/a.png">',
      '<a rel="noopener noreferrer" target="_blank">a</a>',
    ],
  ])('drops %s', (_name, input, expected) => {
    expect(sanitizeAnnouncementHtml(input)).toBe(expected)
  })

  it('keeps the allowed formatting', () => {
    const html =
      '<h2>T</h2><h3>a</h3><h4>b</h4><p><strong>s</strong> <em>e</em> <u>u</u> <s>x</s><br /></p>' +
      '<ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>'
    expect(sanitizeAnnouncementHtml(html)).toBe(html)
  })

  it('forces links to open in a new tab without the opener, and keeps http, https and mailto', () => {
    const out = sanitizeAnnouncementHtml(
      '<a href="https://ok.example" target="_self" rel="opener">a</a><a href="http://ok.example">b</a><a href="mailto:help@ok.example">c</a>',
    )
    expect(out.match(/rel="noopener noreferrer"/g)).toHaveLength(3)
    expect(out.match(/target="_blank"/g)).toHaveLength(3)
    expect(out).not.toContain('_self')
    expect(out).toContain('href="https://ok.example"')
    expect(out).toContain('href="http://ok.example"')
    expect(out).toContain('href="mailto:help@ok.example"')
  })

  it('keeps https images and inline raster images with their alt text', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    expect(sanitizeAnnouncementHtml(`<img src="https://i.example/a.png" alt="A"><img src="${png}">`)).toBe(
      `<img src="https://i.example/a.png" alt="A" /><img src="${png}" />`,
    )
  })

  it('maps pasted b, i and h1 onto the allowed tags', () => {
    expect(sanitizeAnnouncementHtml('<h1>T</h1><b>b</b><i>i</i>')).toBe(
      '<h2>T</h2><strong>b</strong><em>i</em>',
    )
  })
})

describe('excerpts', () => {
  it('are the plain text, blocks separated, entities decoded', () => {
    expect(excerptOf('<h2>News</h2><p>a &amp; b &lt;c&gt;</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'News a & b <c> one two',
    )
  })

  it('are cut to 140 characters with an ellipsis', () => {
    const excerpt = excerptOf(`<p>${'word '.repeat(100)}</p>`)
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(140)
    expect(excerpt.endsWith('…')).toBe(true)
  })
})
