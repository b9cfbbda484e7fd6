/** Checks of a new avatar before it is sent: its name, type, size and first bytes. */
import {
  GIF,
  hasBidiControls,
  JPEG,
  matches,
  PNG,
  readHead,
  WEBP,
} from '../../src/services/files.ts';
import { formatBytes, profileText } from './strings.ts';

/** Image types the profile accepts for an avatar. */
export const USERPIC_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
];

const EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

/**
 * Why `file` cannot be an avatar (a bidirectional control in its name, another type, over
 * `maxBytes` bytes), as a Russian sentence, or null when it can. The type comes from the browser;
 * without one, the extension decides.
 */
export function userpicProblem(file: File, maxBytes: number): string | null {
  if (hasBidiControls(file.name)) return profileText('profile.badName');
  const type = file.type.toLowerCase();
  const knownType = type ? USERPIC_TYPES.includes(type) : EXTENSIONS.test(file.name);
  if (!knownType) return profileText('profile.badType', { name: file.name });
  if (file.size > maxBytes) {
    return profileText('profile.tooBig', {
      name: file.name,
      size: formatBytes(file.size),
      max: formatBytes(maxBytes),
    });
  }
  return null;
}

/**
 * Why the content of `file` cannot be an avatar, as a Russian sentence, or null when its first
 * bytes are a PNG, JPEG, GIF or WebP signature (whatever its name and type say). Never rejects.
 */
export async function userpicContentProblem(file: File): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file, 16);
  } catch {
    head = new Uint8Array();
  }
  const image =
    matches(head, PNG) ||
    matches(head, JPEG) ||
    matches(head, GIF) ||
    WEBP.every((part) => matches(head, part));
  return image ? null : profileText('profile.unreadable', { name: file.name });
}
