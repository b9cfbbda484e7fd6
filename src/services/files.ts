/**
 * What a chosen file really is, whatever its name and the browser's type say.
 *
 * A file's name and MIME type come from the reader's system (or from whoever made the file): an
 * HTML page named `cv.pdf`, a spoofed drop type, a name whose right-to-left override shows
 * `cv‮fdp.exe` as `cv.exe.pdf`. Uploads therefore check the first bytes against the formats'
 * signatures and refuse names with bidirectional control characters.
 */

/**
 * Bidirectional control characters: LRM/RLM (U+200E, U+200F), the embeddings and overrides
 * (U+202A–U+202E) and the isolates (U+2066–U+2069). None belongs in a file name.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Whether `name` holds a bidirectional control character (see {@link BIDI_CONTROLS}). */
export function hasBidiControls(name: string): boolean {
  return BIDI_CONTROLS.test(name);
}

/** A file signature: bytes expected at `offset` (0 unless said). */
export interface Signature {
  bytes: readonly number[];
  offset?: number;
}

/** `%PDF-` */
const PDF: Signature = { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] };
/** The OLE compound file of .doc (Word 97–2003): D0 CF 11 E0 A1 B1 1A E1. */
export const OLE: Signature = { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] };
/** A zip archive (.docx, .odt): `PK\x03\x04`. */
export const ZIP: Signature = { bytes: [0x50, 0x4b, 0x03, 0x04] };
/** `{\rtf` */
export const RTF: Signature = { bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66] };
/** PNG: 89 `PNG` 0D 0A 1A 0A. */
export const PNG: Signature = { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] };
/** JPEG: FF D8 FF. */
export const JPEG: Signature = { bytes: [0xff, 0xd8, 0xff] };
/** GIF: `GIF8` (GIF87a, GIF89a). */
export const GIF: Signature = { bytes: [0x47, 0x49, 0x46, 0x38] };
/** WebP: `RIFF` at 0 and `WEBP` at 8. */
export const WEBP: readonly Signature[] = [
  { bytes: [0x52, 0x49, 0x46, 0x46] },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 },
];

/** Whether `head` has `signature`'s bytes at its offset. */
export function matches(head: Uint8Array, signature: Signature): boolean {
  const offset = signature.offset ?? 0;
  return signature.bytes.every((byte, i) => head[offset + i] === byte);
}

/**
 * The first `count` bytes of `file` (fewer when it is shorter).
 * @returns a promise that rejects only when the file cannot be read (deleted, no permission)
 */
export async function readHead(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/**
 * Whether a PDF signature `%PDF-` starts within the first 1024 bytes (readers accept a short
 * preamble before it, as PDF readers do).
 */
export function looksLikePdf(head: Uint8Array): boolean {
  const limit = Math.min(head.length, 1024) - PDF.bytes.length;
  for (let at = 0; at <= limit; at += 1) {
    if (matches(head, { bytes: PDF.bytes, offset: at })) return true;
  }
  return false;
}
