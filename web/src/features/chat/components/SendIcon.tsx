/**
 * A paper plane, the sign for sending a message (the kit's SendOutline is an arrow leaving a box,
 * which reads as "open elsewhere"). Decorative: the button it sits in is named by its text.
 */
export function SendIcon() {
  return (
    <svg
      className="chat-send-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M21.5 2.5 10.5 13.5" />
      <path d="M21.5 2.5 14.5 21.5 10.5 13.5 2.5 9.5Z" />
    </svg>
  )
}
