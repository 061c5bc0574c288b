/**
 * An email address that wraps only where a reader expects it (before the @ and after a dot),
 * never in the middle of a word: a narrow cell on a phone breaks `ada.visitor@example.com` as
 * `ada.visitor` / `@example.com`, not `ada.visi` / `tor@exa…` (issue 26). A part still longer
 * than the line breaks as a last resort (`.email` in admin.css).
 */
import { Fragment } from 'react';

/** The address cut where a line may end: after each dot, before the @. */
export function emailParts(address: string): string[] {
  return address.split(/(?<=\.)|(?=@)/).filter(Boolean);
}

export function EmailText({ address }: { address: string }) {
  return (
    <span className="email">
      {emailParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
