import { useState } from 'react';
import { displayName } from './names.ts';
import { safeUrl } from '../services/url.ts';

interface AvatarProps {
  username: string;
  /** The userpic URL; empty, `null` or not http(s)/relative: the stand-in. */
  userpic: string | null | undefined;
  /** Diameter in px (the `width` / `height` of the picture; CSS sizes it). */
  size: number;
  /** `part` of the picture (default `userpic`); `null`: no part. */
  part?: string | null;
  /** Stand-in: `initials` (default; CSS generated content, not read out) or `letter` (text). */
  standIn?: 'initials' | 'letter';
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

/** A stable colour index 0–7 (`avatar--h{n}`) from a hash of the name's UTF-16 units. */
function hueIndex(name: string): number {
  return [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 0) % 8;
}

const standInOf = (shown: string) => ({
  letter: shown.charAt(0).toUpperCase() || '?',
  hue: `avatar--h${hueIndex(shown)}`,
});

/** A pictureless reader's letter and `avatar--h{n}` class, for self-drawn stand-ins; else null. */
export function letterStandIn(
  name: string,
  userpic: string | null | undefined,
): { letter: string; hue: string } | null {
  return safeUrl(userpic) ? null : standInOf(displayName(name));
}

/**
 * A reader's avatar: the userpic or a stand-in on a colour of their name; decorative, as the name
 * is always written next to it. Needs `avatarStyles`; sized by `--avatar-size`.
 */
export function Avatar(props: AvatarProps) {
  const { userpic: raw, size, part = 'userpic', standIn = 'initials', lazy } = props;
  // Letters of the name as shown: no invisible character as an initial.
  const username = displayName(props.username);
  const [broken, setBroken] = useState<string | null>(null);
  const extra = props.className ? ` ${props.className}` : '';
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
