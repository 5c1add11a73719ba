// Small drawings for empty and error states; the kit's own pictures weigh 20 kB.

export function EmptyArt() {
  return (
    <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden focusable="false">
      <ellipse cx="60" cy="88" rx="42" ry="6" fill="#e8eef8" />
      <rect x="32" y="14" width="56" height="68" rx="8" fill="#fff" stroke="#c5d3ea" strokeWidth="2" />
      <rect x="42" y="28" width="36" height="5" rx="2.5" fill="#d6e2f5" />
      <rect x="42" y="40" width="28" height="5" rx="2.5" fill="#d6e2f5" />
      <rect x="42" y="52" width="32" height="5" rx="2.5" fill="#d6e2f5" />
      <circle cx="84" cy="70" r="13" fill="#e6f0ff" stroke="#0958d9" strokeWidth="2" />
      <path d="M78 70h12" stroke="#0958d9" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

export function DisconnectedArt() {
  return (
    <svg viewBox="0 0 120 100" width="120" height="100" aria-hidden focusable="false">
      <ellipse cx="60" cy="88" rx="42" ry="6" fill="#e8eef8" />
      <path
        d="M38 70a16 16 0 0 1 1-32 22 22 0 0 1 42-4 18 18 0 0 1 3 36z"
        fill="#fff"
        stroke="#c5d3ea"
        strokeWidth="2"
      />
      <path d="M46 30l34 44" stroke="#0958d9" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
