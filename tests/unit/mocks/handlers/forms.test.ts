/** Demo backend (mocks/handlers/forms.ts): conference questions, résumés and feedback. */
import { describe, expect, it } from 'vitest';
import * as s from '../../../../src/api/schemas/index.ts';
import { db } from '../../../../mocks/db.ts';
import { json, parsed, post, useDemoBackend } from '../helpers.ts';

useDemoBackend();

describe('forms', () => {
  it('stores a conference question and refuses a bad email', async () => {
    const question = { id: 12, email: 'a@example.ru', name: 'Ирина', message: 'Какие сроки?' };
    expect(await json(post('/conferences/question', question))).toMatchObject({ status: 'ok' });
    expect(db.conferenceQuestions).toHaveLength(1);
    expect(await json(post('/conferences/question', { ...question, email: 'нет' }))).toMatchObject({
      status: 'error',
    });
  });

  it('accepts a résumé up to 10 MB and refuses a larger one', async () => {
    const send = (size: number) =>
      parsed(
        post('/career/ajax/send_email', {
          career_id: 3,
          career_file: new File([new Uint8Array(size)], 'cv.pdf', { type: 'application/pdf' }),
        }),
        s.CareerAnswer,
      );
    expect(await send(1024)).toMatchObject({ state: 'ok' });
    expect(db.resumes).toEqual([{ careerId: '3', fileName: 'cv.pdf', size: 1024 }]);
    const big = await send(10 * 1024 * 1024 + 1);
    expect(big.state).toBe('error');
    expect(big.message).toContain('10 МБ');
    const none = await parsed(post('/career/ajax/send_email', { career_id: 3 }), s.CareerAnswer);
    expect(none.state).toBe('error');
  }, 60_000);

  it('takes feedback with the visitor token', async () => {
    const answer = await json(
      post('/feedback', { message: 'Добавьте раздел о малом бизнесе', contact: '', token: 'tk' }),
    );
    expect(answer.status).toBe('ok');
    expect(db.feedback[0]).toMatchObject({ token: 'tk' });
    expect(
      await json(post('/feedback', { message: 'ок', contact: '', token: 'tk' })),
    ).toMatchObject({ status: 'error' });
  });
});
