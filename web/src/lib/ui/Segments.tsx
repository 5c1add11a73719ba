import './ui.css'

interface SegmentsProps<V extends string> {
  label: string
  options: readonly { value: V; label: string }[]
  value: V
  onChange: (value: V) => void
}

/** A row of filter buttons (All, Running…); the chosen one is pressed. */
export function Segments<V extends string>({ label, options, value, onChange }: SegmentsProps<V>) {
  return (
    <div className="segments" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segment"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
