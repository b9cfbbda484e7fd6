/**
 * Forms (docs/server-contract.md#forms): conference questions, résumé upload, feedback. The feedback form action is
 * served at its row's fallback (src/api/calls.ts). Refusals answer HTTP 200 with `{status: 'error', message}`
 * (`{state: 'error', message}` for the résumé, whose answer has `state`).
 */
import { db } from '../db.ts';
import * as calls from '../../src/api/calls.ts';
import { route } from '../route.ts';
import { isFile, str } from '../util.ts';

/** Largest accepted résumé, in bytes. */
const MAX_RESUME_BYTES = 10 * 1024 * 1024;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const formHandlers = [
  // POST /conferences/question: id, email, name, message.
  route(calls.askConferenceQuestion, ({ fields }) => {
    const id = str(fields.id).trim();
    const email = str(fields.email).trim();
    const name = str(fields.name).trim();
    const message = str(fields.message).trim();
    if (!id) return { status: 'error', message: 'Не указана конференция' };
    if (!name) return { status: 'error', message: 'Представьтесь, пожалуйста' };
    if (!EMAIL.test(email))
      return { status: 'error', message: 'Проверьте адрес электронной почты' };
    if (message.length < 5) return { status: 'error', message: 'Напишите вопрос' };
    db.conferenceQuestions.push({ id, email, name, message });
    return { status: 'ok', message: 'Вопрос передан модератору конференции. Спасибо!' };
  }),

  // POST /career/ajax/send_email: multipart career_file, career_id → {state}.
  route(calls.sendResume, ({ fields }) => {
    const file = fields.career_file;
    const careerId = str(fields.career_id).trim();
    if (!careerId) return { state: 'error', message: 'Не указана вакансия' };
    if (!isFile(file) || file.size === 0) {
      return { state: 'error', message: 'Прикрепите файл с резюме' };
    }
    if (file.size > MAX_RESUME_BYTES) {
      return {
        state: 'error',
        message: 'Файл больше 10 МБ. Сожмите его или пришлите ссылку на резюме.',
      };
    }
    db.resumes.push({ careerId, fileName: file.name, size: file.size });
    return { state: 'ok', message: 'Резюме отправлено. Мы свяжемся с вами в течение недели.' };
  }),

  // POST /feedback: message, contact, token.
  route(calls.sendFeedback, ({ fields }) => {
    const message = str(fields.message).trim();
    const contact = str(fields.contact).trim();
    if (message.length < 10) {
      return { status: 'error', message: 'Напишите сообщение — хотя бы пару предложений' };
    }
    db.feedback.push({ message, contact, token: str(fields.token) });
    return { status: 'ok', message: 'Спасибо! Редакция получила ваше сообщение.' };
  }),
];
