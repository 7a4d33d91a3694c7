/** A padlock, drawn in the text's colour at the text's size (emoji fonts are not everywhere). Decorative. */
export function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      width="0.9em"
      height="0.9em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.1em' }}
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** Three dots: "more actions" on a button that names them in its label. Decorative. */
export function MoreIcon() {
  return (
    <svg aria-hidden="true" width="1.1em" height="1.1em" viewBox="0 0 24 24" fill="currentColor" style={{ verticalAlign: '-0.15em' }}>
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}
