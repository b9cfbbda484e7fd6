/**
 * A reader's round avatar, the one of every element (user menu, profile, comments, comment
 * embed): the userpic, or, when there is none or it does not load, a stand-in on a colour of
 * their name ({@link hueIndex}): their initials as CSS generated content (neither read out nor
 * counted as the visible text of a link), or, in the comments, the first letter. Decorative
 * (`alt=""`, `aria-hidden`): the name is always written next to it or in the accessible name of
 * its link. Add `avatarStyles` (src/ui/styles.ts) to the element's styles; size it with `--avatar-size` on an
 * ancestor, or with the element's own class ({@link AvatarProps.className}).
 */
import { useState } from 'react';
import { displayName } from './names.ts';
import { safeUrl } from '../services/url.ts';

/** Props of {@link Avatar}. */
interface AvatarProps {
  username: string;
  /** The userpic URL; empty, `null` or not http(s)/relative: the stand-in. */
  userpic: string | null | undefined;
  /** Diameter in px (the `width` / `height` of the picture; CSS sizes it). */
  size: number;
  /** `part` of the picture (default `userpic`); `null`: no part. */
  part?: string | null;
  /**
   * How the stand-in writes the name: `initials` (default: up to two, as CSS generated content,
   * neither read out nor counted as text) or `letter` (the first letter as text, «?» for an empty
   * name: the comments' stand-in, which their mention options count in their text).
   */
  standIn?: 'initials' | 'letter';
  /** Extra class names (the element's own sizing), added after `avatar`. */
  className?: string;
  /** Load the picture lazily (long lists). */
  lazy?: boolean;
}

/** Up to two initials of a name («Анна Соколова» → «АС»). */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * A stable colour for a name, so one reader always gets the same one: an index 0–7 into the
 * `avatar--h{n}` classes of avatar.css (a hash of the name's UTF-16 units, the comments' rule).
 */
function hueIndex(name: string): number {
  return [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 0) % 8;
}

/** The stand-in's letter and colour class for a name as shown (displayName). */
const standInOf = (shown: string) => ({
  letter: shown.charAt(0).toUpperCase() || '?',
  hue: `avatar--h${hueIndex(shown)}`,
});

/**
 * The letter stand-in of a reader with no picture to show, for an element that draws it itself
 * (the comments' header, as generated content: no element and text of its own for each of
 * thousands of comments): its first letter as shown («?» for an empty name) and the
 * `avatar--h{n}` class of avatar.css, which sets `--avatar-bg`. `null` when `userpic` is a
 * picture to show (render {@link Avatar}, which falls back to the letter if it does not load).
 */
export function letterStandIn(
  name: string,
  userpic: string | null | undefined,
): { letter: string; hue: string } | null {
  return safeUrl(userpic) ? null : standInOf(displayName(name));
}

/** The avatar; see the module comment. */
export function Avatar(props: AvatarProps) {
  const { userpic: raw, size, part = 'userpic', standIn = 'initials', lazy } = props;
  // Letters of the name as shown (src/ui/names.ts): no invisible character as an initial.
  const username = displayName(props.username);
  const [broken, setBroken] = useState<string | null>(null);
  const extra = props.className ? ` ${props.className}` : '';
  // Only http(s) or relative userpics, resolved against apiBase (src/services/url.ts).
  const userpic = safeUrl(raw);
  if (userpic && broken !== userpic) {
    return (
      <img
        part={part ?? undefined}
        className={`avatar${extra}`}
        src={userpic}
        alt=""
        width={size}
        height={size}
        decoding="async"
        loading={lazy ? 'lazy' : undefined}
        onError={() => setBroken(userpic)}
      />
    );
  }
  const { letter, hue } = standInOf(username);
  if (standIn === 'letter') {
    return (
      <span part={part ?? undefined} className={`avatar ${hue}${extra}`} aria-hidden="true">
        {letter}
      </span>
    );
  }
  return (
    <span
      part={part ?? undefined}
      className={`avatar avatar--initials ${hue}${extra}`}
      data-initials={initials(username)}
      aria-hidden="true"
    />
  );
}
