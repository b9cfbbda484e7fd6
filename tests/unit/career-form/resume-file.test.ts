import { describe, expect, it } from 'vitest';
import {
  checkResume,
  formatSize,
  MB,
  RESUME_ACCEPT,
} from '../../../elements/biz-career-form/resume-file.ts';

const file = (name: string, type: string, size = 100) =>
  new File([new Uint8Array(size)], name, { type });

describe('résumé file checks', () => {
  it('takes the five formats by extension, in any case, with their MIME types or none', () => {
    for (const [name, type] of [
      ['cv.pdf', 'application/pdf'],
      ['CV.PDF', 'application/pdf'],
      ['cv.doc', 'application/msword'],
      ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['cv.rtf', 'text/rtf'],
      ['cv.rtf', 'application/rtf'],
      ['cv.odt', 'application/vnd.oasis.opendocument.text'],
      ['cv.odt', ''],
      ['cv.pdf', 'application/octet-stream'],
    ] as const) {
      expect(checkResume(file(name, type), 10 * MB), `${name} ${type}`).toBe(null);
    }
  });

  it('refuses other extensions and MIME types that contradict the extension', () => {
    expect(checkResume(file('photo.jpg', 'image/jpeg'), 10 * MB)).toBe('type');
    expect(checkResume(file('cv.pdf', 'image/png'), 10 * MB)).toBe('type');
    expect(checkResume(file('cv.pdf.exe', 'application/octet-stream'), 10 * MB)).toBe('type');
    expect(checkResume(file('cv', 'application/pdf'), 10 * MB)).toBe('type');
    expect(checkResume(file('cv.txt', 'text/plain'), 10 * MB)).toBe('type');
  });

  it('checks the size: empty, at the limit, over it', () => {
    expect(checkResume(file('cv.pdf', 'application/pdf', 0), MB)).toBe('empty');
    expect(checkResume(file('cv.pdf', 'application/pdf', MB), MB)).toBe(null);
    expect(checkResume(file('cv.pdf', 'application/pdf', MB + 1), MB)).toBe('size');
  });

  it('formats sizes in Russian units', () => {
    expect(formatSize(512)).toBe('512 Б');
    expect(formatSize(340 * 1024)).toBe('340 кБ');
    expect(formatSize(1.5 * MB)).toBe('1,5 МБ');
    expect(formatSize(10 * MB)).toBe('10 МБ');
  });

  it('lists extensions and MIME types for the picker', () => {
    expect(RESUME_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.doc', '.docx', '.rtf', '.odt', 'application/pdf']),
    );
  });
});
