import { interpolate, lookupText } from '@app/contracts/texts'

/** A language file: nested objects of texts, read by dotted keys ("walletPage.balance"). */
export type Texts = Record<string, unknown>

/** `{{name}}` values, and the text to show when no language has the key. */
export type TOptions = { defaultValue?: string } & Record<string, string | number>

/** Translates a dotted key. Values are put in as they are, not HTML-escaped: React escapes what it renders. */
export type TFunction = (key: string, options?: TOptions) => string

export interface Translator<Lang extends string> {
  /** The language shown. */
  readonly language: Lang
  /** Translates into `language`; a new function after every change, so React sees one. */
  readonly t: TFunction
  getFixedT(lng: Lang): TFunction
  changeLanguage(lng: Lang): void
  /** Deep-merges `texts` into the language's texts; a key already there takes the new text. */
  addResourceBundle(lng: Lang, texts: Texts): void
  /**
   * Adds texts bundled apart (a chunk's own group) beneath the language's texts: a key already
   * there keeps its text, so a remote file loaded first is not undone.
   */
  addBundledTexts(lng: Lang, texts: Texts): void
  hasResourceBundle(lng: Lang): boolean
  removeResourceBundle(lng: Lang): void
  /** Called after every change of language or texts; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function merge(base: Texts, added: Texts): Texts {
  const merged: Texts = { ...base }
  for (const [key, value] of Object.entries(added)) {
    // A remote file is parsed JSON: a "__proto__" key must not become the object's prototype.
    if (key === '__proto__') continue
    const old = merged[key]
    merged[key] = isTexts(old) && isTexts(value) ? merge(old, value) : value
  }
  return merged
}

/**
 * A translator with one set of texts per language. A key missing from the language shown falls
 * back to `fallback`'s text, then to `defaultValue`, then to the key itself.
 */
export function createTranslator<Lang extends string>(fallback: Lang): Translator<Lang> {
  const texts = new Map<Lang, Texts>()
  const listeners = new Set<() => void>()
  const find = (lng: Lang, key: string) => {
    const pack = texts.get(lng)
    return pack && lookupText(pack, key)
  }

  const getFixedT =
    (lng: Lang): TFunction =>
    (key, options) => {
      if (!options) return find(lng, key) ?? find(fallback, key) ?? key
      const { defaultValue, ...values } = options
      return interpolate(find(lng, key) ?? find(fallback, key) ?? defaultValue ?? key, values)
    }

  let language = fallback
  let t = getFixedT(language)
  const changed = () => {
    t = getFixedT(language)
    listeners.forEach((listener) => listener())
  }

  return {
    get language() {
      return language
    },
    get t() {
      return t
    },
    getFixedT,
    changeLanguage(lng) {
      language = lng
      changed()
    },
    addResourceBundle(lng, added) {
      const before = texts.get(lng)
      const after = merge(before ?? {}, added)
      // A remote file equal to the bundled texts (no operator edits) re-renders nothing.
      if (before && JSON.stringify(before) === JSON.stringify(after)) return
      texts.set(lng, after)
      changed()
    },
    addBundledTexts(lng, added) {
      const before = texts.get(lng) ?? {}
      const after = merge(added, before)
      if (JSON.stringify(before) === JSON.stringify(after)) return
      texts.set(lng, after)
      changed()
    },
    hasResourceBundle: (lng) => texts.has(lng),
    removeResourceBundle(lng) {
      texts.delete(lng)
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
