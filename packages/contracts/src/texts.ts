/**
 * Reading a language file, apart from the files themselves, so the app's translator can use it
 * without bundling every language.
 */

/** Looks up a dotted key ("validation.phoneRequired") in a language file; undefined when absent. */
export function lookupText(pack: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = pack
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Replaces `{{name}}` placeholders. */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
