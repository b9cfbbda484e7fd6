/** First-byte checks of uploads (src/services/files.ts) and the résumé's use of them. */
import { describe, expect, it } from 'vitest';
import {
  checkResume,
  checkResumeContent,
  MB,
} from '../../../elements/biz-career-form/resume-file.ts';
import { hasBidiControls, looksLikePdf } from '../../../src/services/files.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const file = (name: string, content: Uint8Array<ArrayBuffer>, type = '') =>
  new File([content], name, { type });

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

describe('résumé content', () => {
  it('takes each format by its signature', async () => {
    for (const [name, content] of [
      ['cv.pdf', bytes('%PDF-1.7\n')],
      ['cv.pdf', bytes('\n\n%PDF-1.4')], // a short preamble, as PDF readers accept
      ['cv.doc', bytes(OLE, 'rest')],
      ['cv.doc', bytes('{\\rtf1 Word saved RTF as .doc')],
      ['cv.docx', bytes(ZIP, 'word/')],
      ['cv.odt', bytes(ZIP, 'mimetype')],
      ['CV.RTF', bytes('{\\rtf1\\ansi')],
    ] as const) {
      expect(await checkResumeContent(file(name, content)), name).toBe(null);
    }
  });

  it('refuses content the extension does not allow, whatever the type says', async () => {
    for (const [name, content] of [
      ['cv.pdf', bytes('<!doctype html><script>alert(1)</script>')],
      ['cv.pdf', bytes(ZIP)],
      ['cv.docx', bytes('%PDF-1.7')],
      ['cv.odt', bytes(OLE)],
      ['cv.rtf', bytes('{\\rt')],
      ['cv.doc', bytes('MZ\x90\x00')],
      ['cv.pdf', new Uint8Array(0)],
    ] as const) {
      expect(await checkResumeContent(file(name, content, 'application/pdf')), name).toBe(
        'content',
      );
    }
  });

  it('finds %PDF- only within the first 1024 bytes', () => {
    const late = new Uint8Array(1100);
    late.set(bytes('%PDF-'), 1050);
    expect(looksLikePdf(late)).toBe(false);
    late.set(bytes('%PDF-'), 1000);
    expect(looksLikePdf(late)).toBe(true);
  });
});

describe('bidirectional control characters in names', () => {
  it('are found: LRM/RLM, embeddings, overrides, isolates', () => {
    for (const mark of ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e']) {
      expect(hasBidiControls(`cv${mark}.pdf`)).toBe(true);
    }
    for (const mark of ['\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(hasBidiControls(`cv${mark}.pdf`)).toBe(true);
    }
    expect(hasBidiControls('Котова резюме (2026).pdf')).toBe(false);
  });

  it('make the résumé refused by name before anything else', () => {
    const name = 'resume\u202efdp.exe.pdf';
    expect(checkResume(file(name, bytes('%PDF-1.7'), 'application/pdf'), 10 * MB)).toBe('name');
  });
});
