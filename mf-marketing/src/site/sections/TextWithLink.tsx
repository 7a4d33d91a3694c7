import type { ReactNode } from 'react';

/** Copy with one {placeholder} that stands for a link: the link goes where the translation put it. */
export function TextWithLink({ text, placeholder, children }: { text: string; placeholder: string; children: ReactNode }) {
  const [before, after = ''] = text.split(`{${placeholder}}`);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
