import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Files whose texts may still be written inline, each with its reason. None is left: every console
 * file goes through the language files.
 */
const NOT_YET_CONVERTED: RegExp[] = []

/** Props and object fields whose string is shown to an operator (or read out to one). */
const SHOWN = new Set([
  'title',
  'label',
  'aria-label',
  'placeholder',
  'okText',
  'cancelText',
  'description',
  'message',
  'content',
  'subTitle',
  'extra',
  'tooltip',
  'emptyText',
  'alt',
  'addonBefore',
  'addonAfter',
  'help',
  'checkedChildren',
  'unCheckedChildren',
  'children',
  'text',
])
/** Methods that put their first argument on screen (antd's message API) or in an error shown later. */
const SHOWING_CALLS = new Set(['success', 'error', 'info', 'warning', 'showError'])

/** Looks like words an operator reads ("Save", "Load more"), not a key, a class or a value ("small"). */
const isWords = (text: string) =>
  !/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/.test(text) && /[A-Z][a-z]+|[A-Za-z]+[ ,.:?!]+[A-Za-z]+/.test(text)

/** Texts for developers, never shown to an operator. */
const FOR_DEVELOPERS = new Set(['The page has no #root element.'])

const literalText = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
  return undefined
}

const nameOf = (name: ts.Node) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : ts.isJsxNamespacedName(name) ? '' : ''

/** The inline English texts of one source file, with their line numbers. */
function inlineEnglish(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const flag = (node: ts.Node, text: string) => {
    if (!FOR_DEVELOPERS.has(text.trim()))
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`)
  }
  const visit = (node: ts.Node) => {
    // A host name written as an example (pay.example.com) is no English.
    if (
      ts.isJsxText(node) &&
      /[A-Za-z]{2,}/.test(node.text) &&
      !/^\s*[*a-z0-9.-]+\.[a-z]{2,}\s*$/.test(node.text)
    )
      flag(node, node.text)
    if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression)
      if (text !== undefined && isWords(text)) flag(node, text)
    }
    if (ts.isJsxAttribute(node) && SHOWN.has(nameOf(node.name)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      const text = value && literalText(value)
      if (text !== undefined && isWords(text)) flag(node, text)
    }
    if (ts.isPropertyAssignment(node) && SHOWN.has(nameOf(node.name))) {
      const text = literalText(node.initializer)
      if (text !== undefined && isWords(text)) flag(node, text)
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : ''
      const first = node.arguments?.[0]
      const text = first && literalText(first)
      if ((SHOWING_CALLS.has(name) || name === 'Error') && text !== undefined && isWords(text))
        flag(node, text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('inline English in the console', () => {
  it('is caught in each place a text can hide', () => {
    const source = [
      'const a = <Button>Save changes</Button>',
      'const b = <Input placeholder="Search users" />',
      "const c = <Tag aria-label={'Close dialog'} />",
      "const d = [{ title: 'Amount', dataIndex: 'amount' }]",
      'void message.success(`Saved ${name}.`)',
      "throw new Error('Something went wrong.')",
      'const e = <p>{`Checked at ${time}`}</p>',
    ].join('\n')
    expect(inlineEnglish('sample.tsx', source)).toHaveLength(7)
  })

  it('lets keys, values and translated texts through', () => {
    const source = [
      'const a = <Button size="small" type="primary">{t(\'common.save\')}</Button>',
      "const b = [{ title: t('user.amount'), dataIndex: 'amount', key: 'amount' }]",
      'const c = <Tag color="processing">{count} · {money(amount)}</Tag>',
    ].join('\n')
    expect(inlineEnglish('sample.tsx', source)).toEqual([])
  })

  it('is gone from every converted file', () => {
    const root = path.resolve(import.meta.dirname, '..')
    const left = sourceFiles(root)
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((name) => !NOT_YET_CONVERTED.some((pattern) => pattern.test(name)))
      .flatMap((name) =>
        inlineEnglish(name, fs.readFileSync(path.join(root, name), 'utf8')).map((hit) => `${name}:${hit}`),
      )
    expect(left).toEqual([])
  })
})
