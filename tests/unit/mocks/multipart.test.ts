/** Demo backend: reading multipart bodies from their bytes (mocks/multipart.ts). */
import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from '../../../mocks/multipart.ts';

const TYPE = 'multipart/form-data; boundary=----WebKitFormBoundaryApQuLeqbaA4QoRvy';

/** The body WebKitGTK 2.50 sent for a career id, a résumé named «Фомин CV.doc» and a file named `a"b\r\nc.txt`. */
const WEBKIT_BODY = new TextEncoder().encode(
  [
    '------WebKitFormBoundaryApQuLeqbaA4QoRvy',
    'Content-Disposition: form-data; name="career_id"',
    '',
    '7',
    '------WebKitFormBoundaryApQuLeqbaA4QoRvy',
    'Content-Disposition: form-data; name="career_file"; filename="Фомин CV.doc"',
    'Content-Type: application/msword',
    '',
    'hello',
    '------WebKitFormBoundaryApQuLeqbaA4QoRvy',
    'Content-Disposition: form-data; name="b"; filename="a%22b%0D%0Ac.txt"',
    'Content-Type: application/octet-stream',
    '',
    'x\r\ny',
    '------WebKitFormBoundaryApQuLeqbaA4QoRvy--',
    '',
  ].join('\r\n'),
);

describe('parseMultipart', () => {
  it('reads a file part with a Cyrillic name as a File of that name, type and content', async () => {
    const fields = parseMultipart(WEBKIT_BODY, TYPE);
    expect(Object.keys(fields)).toEqual(['career_id', 'career_file', 'b']);
    expect(fields.career_id).toBe('7');
    const file = fields.career_file as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('Фомин CV.doc');
    expect(file.type).toBe('application/msword');
    expect(await file.text()).toBe('hello');
    // Escaped as the browser sent it; the content keeps its own CRLF.
    expect((fields.b as File).name).toBe('a%22b%0D%0Ac.txt');
    expect(await (fields.b as File).text()).toBe('x\r\ny');
  });

  it('reads what the platform writes: FormData with text and a file, through Request', async () => {
    const form = new FormData();
    form.append('message', 'Привет, мир');
    form.append(
      'userpic',
      new File([new Uint8Array([0, 255, 13, 10, 45, 45])], 'я.png', { type: 'image/png' }),
    );
    const request = new Request('http://x/', { method: 'POST', body: form });
    const type = request.headers.get('content-type')!;
    const fields = parseMultipart(new Uint8Array(await request.arrayBuffer()), type);
    expect(fields.message).toBe('Привет, мир');
    const file = fields.userpic as File;
    expect(file.name).toBe('я.png');
    expect(file.type).toBe('image/png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([0, 255, 13, 10, 45, 45]);
  });

  it('finds quoted and bare boundaries, and refuses a body without one', () => {
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data; boundary=xyz; charset=utf-8')).toBe('xyz');
    expect(() => parseMultipart(WEBKIT_BODY, 'multipart/form-data')).toThrow(/boundary/);
  });
});
