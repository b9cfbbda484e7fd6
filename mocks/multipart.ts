/**
 * `parseMultipart()`: the demo backend's reading of a `multipart/form-data` body, from its bytes.
 *
 * Why not `Request.formData()`: every browser sends a file part's name as raw UTF-8 in
 * `filename="…"` (HTML's multipart encoding, with `"`, CR and LF as %22, %0D, %0A), but WebKit's
 * own `formData()` reads a part whose `filename` is not ASCII as a plain string, so a résumé named
 * «Фомин CV.doc» arrived as text and the demo answered «Прикрепите файл». Servers read the bytes
 * (docs/server-contract.md#encoding); so does this.
 */

/** The fields of a multipart body: text parts as strings, parts with a `filename` as `File`s. */
export type MultipartFields = Record<string, string | File>;

const CRLF = [13, 10];
const utf8 = new TextDecoder('utf-8');

function indexOf(bytes: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  outer: for (let i = bytes.indexOf(first!, from); i !== -1; i = bytes.indexOf(first!, i + 1)) {
    if (i + needle.length > bytes.length) return -1;
    for (let j = 1; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The `boundary` parameter of a multipart Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** A header parameter (`name`, `filename`) of a Content-Disposition value, quoted or bare. */
function param(header: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, 'i').exec(header);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '');
}

/**
 * Reads the parts of a multipart body. Headers are read as UTF-8 (as browsers write them); a
 * part with a `filename` parameter becomes a `File` of that name (as sent: %22 stays %22) and its
 * Content-Type, any other part a UTF-8 string. A repeated name keeps its last part. Malformed
 * parts (no blank line after the headers, no `name`) are skipped.
 * @param body the request's bytes
 * @param contentType the request's Content-Type (with its `boundary`)
 * @throws Error when the Content-Type names no boundary
 */
export function parseMultipart(body: Uint8Array, contentType: string): MultipartFields {
  const boundary = boundaryOf(contentType);
  if (!boundary) throw new Error('multipart body without a boundary');
  const delimiter = new TextEncoder().encode(`--${boundary}`);
  const fields: MultipartFields = {};
  let at = indexOf(body, delimiter, 0);
  while (at !== -1) {
    const start = at + delimiter.length;
    // "--" after a delimiter closes the body.
    if (body[start] === 45 && body[start + 1] === 45) break;
    const next = indexOf(body, delimiter, start);
    if (next === -1) break;
    // The part runs from after the delimiter's CRLF to the CRLF before the next delimiter.
    const part = body.subarray(start + CRLF.length, next - CRLF.length);
    const split = indexOf(part, new Uint8Array([...CRLF, ...CRLF]), 0);
    if (split !== -1) {
      const headers = utf8.decode(part.subarray(0, split)).split('\r\n');
      const content = part.subarray(split + 4);
      const header = (name: string) =>
        headers
          .find((line) => line.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim() ?? '';
      const disposition = header('content-disposition');
      const name = param(disposition, 'name');
      const filename = param(disposition, 'filename');
      if (name !== null) {
        fields[name] =
          filename === null
            ? utf8.decode(content)
            : new File([content.slice()], filename, {
                type: header('content-type') || 'application/octet-stream',
              });
      }
    }
    at = next;
  }
  return fields;
}
