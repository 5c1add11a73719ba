/**
 * A text as it is searched without regard to case: composed (NFC), then lower-cased by the Unicode
 * rules, the same in every process and on both databases ("ANA", "Ana" and "ana" are one; so are
 * "ÉLODIE" and "élodie", "ÅSA" and "åsa", "ΣΟΦΙΑ" and "σοφια"). Written beside the text it folds
 * and applied to what an operator types, so a prefix is a range of one index.
 */
export const foldCase = (text: string): string => text.normalize('NFC').toLowerCase()
