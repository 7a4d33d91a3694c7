/** The Koinonia mark: two arcs meeting, fellowship; decorative, the name beside it is the link's text. */
export function BrandMark() {
  return (
    <svg className="k-brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="var(--k-primary)" />
      <path d="M9 21c2-6 5-9 7-9s5 3 7 9" fill="none" stroke="var(--k-primary-text)" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="16" cy="9" r="2.5" fill="var(--k-accent)" />
    </svg>
  );
}
