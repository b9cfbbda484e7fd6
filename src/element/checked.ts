/**
 * The value of the checked radio `name` in `form` (poll, quiz), else `fallback`. Read from the DOM,
 * not state: a click and a submit in one task must send the clicked value, and Preact's state lands
 * a microtask later.
 */
export function checkedRadio(form: HTMLFormElement | null, name: string, fallback: string): string {
  const checked = form?.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${CSS.escape(name)}"]:checked`,
  );
  return checked ? checked.value : fallback;
}
