/**
 * The radio choice a form shows, read when it is submitted (poll, quiz).
 */

/**
 * The value of the checked radio button named `name` inside `form`, or `fallback` when none is
 * checked (or there is no form).
 *
 * Submit handlers read the choice here rather than from component state: the browser checks a
 * radio before any re-render, so a click followed at once by a submit in the same task (a page
 * script, a test) sends the clicked variant under React, which commits a click's state before
 * the next event, and under Preact (the optional build), whose state lands a microtask
 * later.
 * @param form the element's own form (shadow DOM)
 * @param name the radio buttons' `name`
 * @param fallback what to use when no radio is checked (the component's state)
 */
export function checkedRadio(form: HTMLFormElement | null, name: string, fallback: string): string {
  const checked = form?.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${CSS.escape(name)}"]:checked`,
  );
  return checked ? checked.value : fallback;
}
