/**
 * The poll's markup contract (docs/server-contract.md#poll-form): the question is the `<legend>`
 * (else the form's first heading); each radio input is a variant, its `value` the id sent as
 * `question`, its label's text the title. The form's `action` is the vote URL when the element has
 * no `action` attribute.
 */

/** A variant read from the page. */
export interface PollVariant {
  id: string;
  title: string;
}

/** What the page's form says about the poll. */
export interface PollMarkup {
  question: string;
  variants: PollVariant[];
  /** The form's `action` attribute as written, or null. */
  action: string | null;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function labelOf(input: HTMLInputElement): string {
  const label = input.labels?.[0] ?? input.closest('label');
  return clean(label?.textContent) || clean(input.getAttribute('aria-label')) || input.value;
}

/** Reads the first `<form>` inside `host`; null when there is none or it has no radio inputs. */
export function readPollForm(host: HTMLElement): PollMarkup | null {
  const form = host.querySelector('form');
  if (!form) return null;
  const seen = new Set<string>();
  const variants: PollVariant[] = [];
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (!input.value || seen.has(input.value)) continue;
    seen.add(input.value);
    variants.push({ id: input.value, title: labelOf(input) });
  }
  if (variants.length === 0) return null;
  const question = clean(
    form.querySelector('legend')?.textContent ??
      form.querySelector('h1, h2, h3, h4, h5, h6')?.textContent,
  );
  return { question, variants, action: form.getAttribute('action') };
}
