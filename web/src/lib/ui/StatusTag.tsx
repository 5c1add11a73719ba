import './ui.css'

export type Tone = 'info' | 'success' | 'warning' | 'danger' | 'muted'

/** A status word with a colour; the word carries the meaning, the colour only helps. */
export function StatusTag({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`status-tag status-${tone}`}>{children}</span>
}
