import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A disclosure menu built on <details>, so it opens without JavaScript too; once hydrated it also closes on
 * Escape (returning focus to its button) and on a click or focus outside it.
 */
export function Dropdown({ label, children, className = '' }: { label: ReactNode; children: ReactNode; className?: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const closeOutside = (event: Event) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('focusin', closeOutside);
    element.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      element.removeEventListener('keydown', closeOnEscape);
    };
  }, []);
  return (
    <details ref={details} className={`k-dropdown ${className}`.trim()}>
      <summary>{label}</summary>
      <ul className="k-dropdown-list">{children}</ul>
    </details>
  );
}
