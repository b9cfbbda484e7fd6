/**
 * Checks of a new avatar before it is sent (issue 4: type and size checked before sending).
 */
import { formatBytes, ta } from '../../src/i18n/ru/auth.ts';

/** Image types the profile accepts for an avatar. */
export const USERPIC_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
];

/** Default largest avatar: 5 MB. */
export const DEFAULT_USERPIC_MAX_MB = 5;

const EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

/**
 * Why `file` cannot be an avatar, as a Russian sentence, or null when it can.
 * The type comes from the browser (by extension); without one, the extension decides.
 */
export function userpicProblem(file: File, maxBytes: number): string | null {
  const type = file.type.toLowerCase();
  const knownType = type ? USERPIC_TYPES.includes(type) : EXTENSIONS.test(file.name);
  if (!knownType) return ta('profile.badType', { name: file.name });
  if (file.size > maxBytes) {
    return ta('profile.tooBig', {
      name: file.name,
      size: formatBytes(file.size),
      max: formatBytes(maxBytes),
    });
  }
  return null;
}
