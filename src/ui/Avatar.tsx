/**
 * A reader's round avatar: the userpic, or their initials on a colour of their name when there is
 * none or it does not load (drawn as CSS generated content with empty alternative text, so they
 * are neither read out nor counted as the visible text of a link). Decorative (`alt=""`): the name is always written next to it or in the
 * accessible name of its link. Add {@link avatarStyles} to the element's styles; size it with
 * `--avatar-size` on an ancestor.
 */
import { useState } from 'react';
import { safeUrl } from '../services/url.ts';
import css from './avatar.css?inline';

/** CSS of {@link Avatar}: add it to the element's `styles`. */
export const avatarStyles: string = css;

/** Props of {@link Avatar}. */
export interface AvatarProps {
  username: string;
  userpic: string;
  /** Diameter in px. */
  size: number;
  /** `part` of the picture. */
  part?: string;
}

/** Up to two initials of a name («Анна Соколова» → «АС»). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A stable hue for a name, so one reader always gets the same colour. */
function hue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** The avatar; see the module comment. */
export function Avatar({ username, userpic: raw, size, part = 'userpic' }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  // Only http(s) or relative userpics, resolved against apiBase (src/services/url.ts).
  const userpic = safeUrl(raw);
  if (userpic && broken !== userpic) {
    return (
      <img
        part={part}
        className="avatar"
        src={userpic}
        alt=""
        width={size}
        height={size}
        decoding="async"
        onError={() => setBroken(userpic)}
      />
    );
  }
  return (
    <span
      part={part}
      className={`avatar avatar--initials avatar--h${Math.round(hue(username) / 30)}`}
      data-initials={initials(username)}
      aria-hidden="true"
    />
  );
}
