/**
 * Checks of a résumé file before it is sent (issue 7): type by extension and MIME, size against
 * the limit; and its size in Russian units (Intl).
 */

/** Extensions a résumé may have. */
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'rtf', 'odt'] as const;

/** MIME types of those formats (browsers differ: several per format). */
const RESUME_TYPES = new Set([
  'application/pdf',
  'application/x-pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/rtf',
  'application/x-rtf',
  'text/rtf',
  'text/richtext',
  'application/vnd.oasis.opendocument.text',
]);

/** MIME types that say nothing (the browser did not recognise the file): the extension decides. */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/** The `accept` attribute of the file input. */
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS.map((ext) => `.${ext}`),
  ...[...RESUME_TYPES].filter((type) => !type.includes('/x-') && type !== 'text/richtext'),
].join(',');

/** Default size limit, in megabytes (the backend's too). */
export const DEFAULT_MAX_MB = 10;

/** Bytes in a megabyte here (1024², as the backend counts). */
export const MB = 1024 * 1024;

/** What is wrong with a file, or null when it may be sent. */
export type FileProblem = 'type' | 'size' | 'empty' | null;

/**
 * Whether `file` may be sent as a résumé: its extension is one of {@link RESUME_EXTENSIONS} and
 * its MIME type is one of theirs (or unknown); it is not empty and at most `maxBytes`.
 */
export function checkResume(file: File, maxBytes: number): FileProblem {
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  const knownExt = (RESUME_EXTENSIONS as readonly string[]).includes(ext);
  if (!knownExt || !(UNKNOWN_TYPES.has(type) || RESUME_TYPES.has(type))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

const formats = new Map<string, Intl.NumberFormat>();

function unit(unitName: 'byte' | 'kilobyte' | 'megabyte', digits: number): Intl.NumberFormat {
  const key = `${unitName}${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', {
      style: 'unit',
      unit: unitName,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** A file size in Russian units: «512 Б», «340 кБ», «1,5 МБ». */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return unit('byte', 0).format(bytes);
  if (bytes < MB) return unit('kilobyte', 0).format(Math.max(1, Math.round(bytes / 1024)));
  return unit('megabyte', 1).format(bytes / MB);
}
