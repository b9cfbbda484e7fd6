/**
 * A person's name in the page: cleaned by `displayName` (src/ui/names.ts: no
 * bidi controls or other invisible format characters) and isolated in a `<bdi>`, so neither can
 * a right-to-left name reorder the text around it nor the text around it reorder the name. The
 * one way every element writes a name: comments, comment embed, mentions, user menu, profile.
 */
import { displayName } from './names.ts';

/** The placeholder of a name in a catalogue string («Вы пишете как {name}.»). */
export const NAME_SLOT = '{name}';

/** Props of {@link Name}. */
interface NameProps {
  /** The name as received (raw): it is cleaned here. */
  name: string;
  /** Class of the `<bdi>` (styling of the element that shows it). */
  className?: string;
}

/** The name, cleaned, in a `<bdi>` (isolated: `unicode-bidi: isolate`, direction from its own letters). */
export function Name({ name, className }: NameProps) {
  return <bdi className={className}>{displayName(name)}</bdi>;
}

/** Props of {@link WithName}. */
interface WithNameProps {
  /** A sentence with {@link NAME_SLOT} where the name goes (a catalogue string, unfilled). */
  text: string;
  /** The name as received (raw). */
  name: string;
}

/**
 * A sentence with a name in it («Вы пишете как Ольга.»): the text around {@link NAME_SLOT} as
 * is, the name as {@link Name}. Without a slot, the text alone.
 */
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
