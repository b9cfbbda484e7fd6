/** Checks of a résumé file before it is sent (name, type, size, first bytes), and its size in Russian units. */
import {
  hasBidiControls,
  looksLikePdf,
  matches,
  OLE,
  readHead,
  RTF,
  ZIP,
} from '../../src/services/files.ts';

const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'rtf', 'odt'] as const;

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

/** Bytes in a megabyte here (1024², as the backend counts). */
export const MB = 1024 * 1024;

/**
 * What is wrong with a file, or null when it may be sent: `name` a bidirectional control
 * character in its name, `content` first bytes of no résumé format the extension allows.
 */
export type FileProblem = 'type' | 'size' | 'empty' | 'name' | 'content' | null;

/**
 * Whether `file` may be sent as a résumé, by name and reported type: no bidirectional control
 * character in the name (U+200E/F, U+202A–202E, U+2066–2069), a résumé extension and MIME type (or
 * an unknown type), not empty, at most `maxBytes` bytes. The content: {@link checkResumeContent}.
 */
export function checkResume(file: File, maxBytes: number): FileProblem {
  if (hasBidiControls(file.name)) return 'name';
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  const knownExt = (RESUME_EXTENSIONS as readonly string[]).includes(ext);
  if (!knownExt || !(UNKNOWN_TYPES.has(type) || RESUME_TYPES.has(type))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Whether the first bytes of `file` are a format its extension allows: `.pdf` `%PDF-` (within the
 * first 1024 bytes); `.doc` the OLE compound file (D0 CF 11 E0 …), or RTF or a zip (Word writes
 * both under `.doc`); `.docx` and `.odt` a zip (`PK\x03\x04`); `.rtf` `{\rtf`.
 * @returns 'content' when they are not (an HTML page named `cv.pdf`), or when the file cannot be
 *   read; null when they are. Never rejects.
 */
export async function checkResumeContent(file: File): Promise<'content' | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file, 1024);
  } catch {
    return 'content';
  }
  const ext = extensionOf(file.name);
  const ok =
    ext === 'pdf'
      ? looksLikePdf(head)
      : ext === 'doc'
        ? matches(head, OLE) || matches(head, RTF) || matches(head, ZIP)
        : ext === 'docx' || ext === 'odt'
          ? matches(head, ZIP)
          : ext === 'rtf'
            ? matches(head, RTF)
            : false;
  return ok ? null : 'content';
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
