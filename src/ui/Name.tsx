import { displayName } from './names.ts';

/** The placeholder of a name in a catalogue string («Вы пишете как {name}.»). */
export const NAME_SLOT = '{name}';

interface NameProps {
  /** The name as received (raw): it is cleaned here. */
  name: string;
  className?: string;
}

/** A person's name, cleaned, in a `<bdi>`, so bidi text cannot reorder around it. */
export function Name({ name, className }: NameProps) {
  return <bdi className={className}>{displayName(name)}</bdi>;
}

interface WithNameProps {
  /** A sentence with {@link NAME_SLOT} where the name goes (a catalogue string, unfilled). */
  text: string;
  name: string;
}

/** `text` with {@link Name} in place of its {@link NAME_SLOT} («Вы пишете как Ольга.»). */
export function WithName({ text, name }: WithNameProps) {
  const at = text.indexOf(NAME_SLOT);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Name name={name} />
      {text.slice(at + NAME_SLOT.length)}
    </>
  );
}
