/**
 * Résumé upload on the career page (docs/behaviour.md#career-form: POST /career/ajax/send_email, multipart
 * `career_file` and `career_id`; `state: 'ok'` means sent). The file is checked before sending
 * (type, size); it is chosen with the picker or dropped on the drop zone.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { isSuccessStatus } from '../../src/api/client.ts';
import { sendResume } from '../../src/api/endpoints.ts';
import type { CareerAnswer } from '../../src/api/schemas/career.ts';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { careerFormAttributes } from './attributes.ts';
import { KitForm, RequiredMark } from '../../src/forms/Field.tsx';
import { useForm, type FieldErrors, type Verdict } from '../../src/forms/use-form.ts';
import {
  checkResume,
  checkResumeContent,
  formatSize,
  MB,
  RESUME_ACCEPT,
  type FileProblem,
} from './resume-file.ts';
import { careerFormText } from './strings.ts';

/** Attributes of `<biz-career-form>` as props, defaults applied (./attributes.ts). */
export type CareerFormProps = AttributeProps<typeof careerFormAttributes>;

/** The verdict of the answer: `state` 'ok' means sent (docs/behaviour.md#career-form); anything else is a refusal. */
function careerVerdict(answer: CareerAnswer): Verdict {
  if (isSuccessStatus(answer.state)) return { accepted: true };
  return { accepted: false, message: answer.message?.trim() ?? '', status: answer.state };
}

interface Values {
  file: File | null;
  /** Why the last file the reader chose was not taken. */
  problem: string | null;
}

function validate({ file, problem }: Values): FieldErrors {
  return { career_file: problem ?? (file ? undefined : careerFormText('career.required')) };
}

function problemText(problem: Exclude<FileProblem, null>, file: File, max: string): string {
  const params = { name: file.name, size: formatSize(file.size), max };
  if (problem === 'type') return careerFormText('career.wrongType', params);
  if (problem === 'size') return careerFormText('career.tooLarge', params);
  if (problem === 'name') return careerFormText('career.badName');
  if (problem === 'content') return careerFormText('career.badContent', params);
  return careerFormText('career.emptyFile', params);
}

function DocumentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13h8v1.5H8V13zm0 3.5h8V18H8v-1.5z"
      />
    </svg>
  );
}

/** The drop zone's drag handlers: a drag with files marks it and allows a copy; a drop goes to `take`. */
function dropHandlers(
  setDragging: (dragging: boolean) => void,
  take: (files: FileList | null | undefined) => void,
) {
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  return { onDragOver, onDragLeave, onDrop };
}

/** The chosen file (part `file`): icon, name, size and a remove button that calls `onRemove`. */
function ChosenFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <div className="file" part="file">
      <DocumentIcon />
      <span className="file-name" part="file-name">
        {file.name}
      </span>
      <span className="file-size" part="file-size">
        {formatSize(file.size)}
      </span>
      <button
        type="button"
        part="remove"
        className="remove"
        aria-label={careerFormText('career.removeLabel', { name: file.name })}
        onClick={onRemove}
      >
        {careerFormText('career.remove')}
      </button>
    </div>
  );
}

/**
 * The chosen résumé and why a choice was not taken: `take` checks what was picked or dropped (one
 * file, type and size, then its first bytes); `forget(cancel)` drops the file and the reason, and
 * with `cancel` a check still reading too.
 */
function useResumeChoice(maxBytes: number, maxText: string) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choice = useRef(0);
  const take = (files: FileList | null | undefined) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      choice.current += 1;
      setProblem(careerFormText('career.oneFile'));
      return;
    }
    const chosen = files[0] as File;
    const ticket = ++choice.current; // a later choice wins over a check still reading
    const found = checkResume(chosen, maxBytes);
    if (found) {
      setProblem(problemText(found, chosen, maxText));
      setFile(null);
      return;
    }
    // The first bytes decide, not the name or the type the browser reports.
    void checkResumeContent(chosen).then((wrong) => {
      if (ticket !== choice.current) return;
      setProblem(wrong ? problemText(wrong, chosen, maxText) : null);
      setFile(wrong ? null : chosen);
    });
  };

  const forget = (cancel: boolean) => {
    if (cancel) choice.current += 1;
    setFile(null);
    setProblem(null);
  };
  return { file, problem, take, forget };
}

/** The résumé form: drop zone with a picker, the chosen file, send. */
export function BizCareerForm({ careerId, maxSize: maxMb, host }: CareerFormProps & HostProps) {
  const id = careerId.trim();
  const maxBytes = Math.round(maxMb * MB);
  const maxText = formatSize(maxBytes);
  const { file, problem, take, forget } = useResumeChoice(maxBytes, maxText);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const pick = useRef<HTMLButtonElement>(null);
  const uid = useId();
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;

  const form = useForm<Values>({
    host,
    name: 'career',
    endpoint: '/career/ajax/send_email',
    failed: careerFormText('career.failed'),
    sent: careerFormText('career.sent'),
    read: () => ({ file, problem }),
    validate,
    ready: Boolean(id),
    send: ({ file: chosen }, signal) =>
      sendResume(id, chosen as File, { signal }).then(careerVerdict),
    onSent: () => forget(false),
  });
  const { recheck } = form;
  // After the first submit, the field's message follows the chosen file.
  useEffect(recheck, [file, problem, recheck]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.currentTarget.files);
    event.currentTarget.value = ''; // the same file may be chosen again
  };

  const { onDragOver, onDragLeave, onDrop } = dropHandlers(setDragging, take);

  const remove = () => {
    forget(true);
    pick.current?.focus();
  };

  // A file that was not taken is explained at once; «attach a file» only after a submit.
  const error = problem ?? form.errors.career_file;
  const describedBy = error ? `${errorId} ${hintId}` : hintId;

  return (
    <KitForm
      form={form}
      label={careerFormText('career.label')}
      submit={careerFormText('career.submit')}
      broken={id ? null : careerFormText('career.noId')}
      requiredNote={false}
    >
      <fieldset className="resume" part="fieldset">
        <legend part="legend">
          {careerFormText('career.legend')}
          <RequiredMark />
          <span className="visually-hidden">{careerFormText('form.requiredHidden')}</span>
        </legend>
        <div
          part="dropzone"
          className={`drop${dragging ? ' drop--over' : ''}${error ? ' drop--invalid' : ''}`}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
        >
          {file && <ChosenFile file={file} onRemove={remove} />}
          <p className="drop-text">
            <span>
              {dragging ? careerFormText('career.dropping') : careerFormText('career.drop')}
            </span>{' '}
            <button
              ref={pick}
              type="button"
              part="pick"
              className="pick"
              data-focus-for="career_file"
              aria-describedby={describedBy}
              aria-invalid={Boolean(error)}
              onClick={() => input.current?.click()}
            >
              {careerFormText('career.pick')}
            </button>
          </p>
          <p id={hintId} className="hint" part="hint">
            {careerFormText('career.hint', { max: maxText })}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          name="career_file"
          accept={RESUME_ACCEPT}
          hidden
          tabIndex={-1}
          aria-label={careerFormText('career.legend')}
          onChange={onPick}
        />
        {error && (
          <p id={errorId} className="field-error" part="field-error">
            {error}
          </p>
        )}
      </fieldset>
    </KitForm>
  );
}
