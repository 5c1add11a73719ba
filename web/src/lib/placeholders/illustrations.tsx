// Small drawings for empty and error states; the kit's own pictures weigh 20 kB. Their colours
// are the theme's (`.art-*` in the app's stylesheet).

export function EmptyArt() {
  return (
    <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden focusable="false">
      <ellipse cx="60" cy="88" rx="42" ry="6" className="art-ground" />
      <rect x="32" y="14" width="56" height="68" rx="8" className="art-paper" strokeWidth="2" />
      <rect x="42" y="28" width="36" height="5" rx="2.5" className="art-line" />
      <rect x="42" y="40" width="28" height="5" rx="2.5" className="art-line" />
      <rect x="42" y="52" width="32" height="5" rx="2.5" className="art-line" />
      <circle cx="84" cy="70" r="13" className="art-badge" strokeWidth="2" />
      <path d="M78 70h12" className="art-accent" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

export function DisconnectedArt() {
  return (
    <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden focusable="false">
      <ellipse cx="60" cy="88" rx="42" ry="6" className="art-ground" />
      <path
        d="M38 70a16 16 0 0 1 1-32 22 22 0 0 1 42-4 18 18 0 0 1 3 36z"
        className="art-paper"
        strokeWidth="2"
      />
      <path d="M46 30l34 44" className="art-accent" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
