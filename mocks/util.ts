/** Small helpers shared by the demo handlers. */
import { HttpResponse } from 'msw';

/** A field as a trimmed-free string ('' when missing or a file). */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Whether a field is an uploaded file (checked by shape: File classes differ between realms). */
export function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).size === 'number'
  );
}

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c] ?? c);
}

/** A JSON `{status: 'error', message}` answer with an HTTP status. */
export function errorAnswer(message: string, status = 400): Response {
  return HttpResponse.json({ status: 'error', message }, { status });
}

/**
 * Whole percentages of `counts` that add up to exactly 100 (largest remainder method);
 * all zeros when nothing was counted.
 */
export function percentages(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 100) / total);
  const out = exact.map(Math.floor);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});
const TIME = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** `<time>` for a Unix-seconds date: «12 марта 2025, 14:05». */
export function timeTag(sec: number): string {
  const d = new Date(sec * 1000);
  return `<time datetime="${d.toISOString()}">${DATE.format(d)}, ${TIME.format(d)}</time>`;
}

/** Plain text of user input as message HTML: escaped, paragraphs and line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
