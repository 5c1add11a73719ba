import { createElement, type ReactNode } from 'react'
import { Typography } from 'antd'
import { useT } from '../../../lib/i18n.ts'

/** The tags the server keeps (docs/decisions/0011); anything else is unwrapped or, for these, dropped. */
const KEPT = new Set(['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote'])
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'textarea',
  'title',
])
const SAFE_LINK = /^(?:https?:|mailto:)/i
const SAFE_IMAGE = /^(?:https:\/\/|data:image\/(?:png|jpeg|gif|webp);base64,)/i

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const element = node as Element
  const tag = element.tagName.toLowerCase()
  if (DROPPED.has(tag)) return null
  const children = Array.from(element.childNodes, toReact)
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? ''
    return SAFE_LINK.test(href)
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, children)
      : createElement('span', { key }, children)
  }
  if (tag === 'img') {
    const src = element.getAttribute('src')?.trim() ?? ''
    if (!SAFE_IMAGE.test(src)) return null
    return createElement('img', {
      key,
      src,
      alt: element.getAttribute('alt') ?? '',
      style: { maxWidth: '100%' },
    })
  }
  if (tag === 'br') return createElement('br', { key })
  return KEPT.has(tag) ? createElement(tag, { key }, children) : createElement('span', { key }, children)
}

/**
 * An announcement body as the server stored it (already sanitised), rebuilt as React elements from
 * an allow-list: no HTML string is ever handed to the page, and the parsed document runs nothing.
 */
export function SavedBody({ html, label }: { html: string; label: string }) {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const content = Array.from(parsed.body.childNodes, toReact)
  const t = useT()
  return (
    <section
      aria-label={label}
      className="announcement-preview"
      style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '4px 16px', overflowWrap: 'anywhere' }}
    >
      {html.trim() === '' ? (
        <Typography.Paragraph>{t('announcements.nothingYet')}</Typography.Paragraph>
      ) : (
        content
      )}
    </section>
  )
}
