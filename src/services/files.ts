/**
 * What a chosen file really is, whatever its name and type say: uploads check the first bytes
 * against the formats' signatures and refuse names with bidirectional controls (`cv‮fdp.exe` shows
 * as `cv.exe.pdf`).
 */

/** LRM/RLM, the embeddings and overrides, and the isolates. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Whether `name` holds a bidirectional control character. */
export function hasBidiControls(name: string): boolean {
  return BIDI_CONTROLS.test(name);
}

/** A file signature: bytes expected at `offset` (default 0). */
export interface Signature {
  bytes: readonly number[];
  offset?: number;
}

const PDF: Signature = { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] };
/** The OLE compound file of .doc. */
export const OLE: Signature = { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] };
/** A zip archive (.docx, .odt). */
export const ZIP: Signature = { bytes: [0x50, 0x4b, 0x03, 0x04] };
/** `{\rtf` */
export const RTF: Signature = { bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66] };
/** PNG. */
export const PNG: Signature = { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] };
/** JPEG. */
export const JPEG: Signature = { bytes: [0xff, 0xd8, 0xff] };
/** GIF87a, GIF89a. */
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

/** The first `count` bytes of `file`; rejects only when it cannot be read. */
export async function readHead(file: Blob, count: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}

/** Whether `%PDF-` starts within the first 1024 bytes (PDF readers accept a preamble). */
export function looksLikePdf(head: Uint8Array): boolean {
  const limit = Math.min(head.length, 1024) - PDF.bytes.length;
  for (let at = 0; at <= limit; at += 1) {
    if (matches(head, { bytes: PDF.bytes, offset: at })) return true;
  }
  return false;
}
