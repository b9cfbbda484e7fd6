/**
 * One comment with its replies (docs/behaviour.md#comments): author, time as a permalink, message,
 * rating, an emoji reaction, reply and a branch toggle. Every comment renders all its controls (for
 * screen readers), with no handlers: the list's delegated listener answers them (keyboard.ts).
 */
import { PureComponent, Suspense, createElement, createRef, type ReactNode } from 'react';
import { commentText } from '../../src/i18n/ru/comments.ts';
import { Notice } from '../../src/ui/Notice.tsx';
import type { Failure } from '../../src/element/hooks.ts';
import { Avatar, letterStandIn } from '../../src/ui/Avatar.tsx';
import { whenText } from '../../src/ui/When.tsx';
import { NAME_SLOT, WithName } from '../../src/ui/Name.tsx';
import { displayName } from '../../src/ui/names.ts';
import { authorName, commentLabels } from '../../src/comments/labels.ts';
import { sameItems, useComments } from './context.ts';
import { controlOf } from './keyboard.ts';
import { EMOJI } from '../../src/comments/emoji.ts';
import { CommentForm } from './LazyForm.tsx';
import { CommentMenu, ReportForm } from './LazyExtras.tsx';
import type { Comment } from '../../src/comments/markup.ts';
import { foldControl, messageBox, placeMessage, type Fold } from './Message.tsx';
import { replyMarker } from '../../src/i18n/ru/caps.ts';
import {
  ratingOf,
  reactionCount,
  rootOf,
  type CommentsState,
  type CommentsStore,
} from '../../src/comments/store.ts';
import { countReplies, flatReplies, sizesOf, type Thread } from '../../src/comments/thread.ts';
import { BLOCK, cutKids } from '../../src/comments/slices.ts';
import { commentsText, replyCount } from './strings.ts';

const signed = new Intl.NumberFormat('ru-RU', { signDisplay: 'exceptZero' });
const NONE: readonly string[] = [];

/** Nesting levels shown; deeper replies are listed flat, each saying whom it answers. */
export const MAX_DEPTH = 10;

interface CommentItemProps {
  id: string;
  depth: number;
  /** Shown flat at the last level: the comment it answers, when that is not the one above. */
  answers?: string | undefined;
  /**
   * How many comments of its branch to render, itself first, in the order shown, while a large
   * thread comes in slices (src/comments/slices.ts `Cut`); all if unset.
   */
  shown?: number | undefined;
  /**
   * How many comments of its branch, in the order shown, are left out before those shown (itself
   * aside: it stays, as the way down to them), while a permalink's large thread grows around its
   * target (src/comments/slices.ts `Span`); none if unset.
   */
  skip?: number | undefined;
  /** The discussion's store (passed down, not read from context: no dependency per comment). */
  store: CommentsStore;
}

/** Labels per set of comments, keyed by `byId`, which another order keeps: derived once per set. */
const labels = new WeakMap<Thread['byId'], Map<string, string>>();

/** Comment id → who wrote it, unique in the list: completes the names of its controls. */
function labelsOf({ byId }: Thread): Map<string, string> {
  let map = labels.get(byId);
  if (!map) labels.set(byId, (map = commentLabels(byId.values(), commentText('anonymous'))));
  return map;
}

/** The name a comment is shown under, cleaned (src/comments/labels.ts `authorName`). */
const nameOf = (c: Comment | undefined) => authorName(c, commentText('anonymous'));

/**
 * Whether a comment at `depth` lists its whole branch flat, at the last nesting level. Its flat
 * replies list nothing, so they hear only their own changes (and every thread change, which the
 * store tells all), not each change of a list of hundreds.
 */
const isFlat = (depth: number) => depth === MAX_DEPTH - 2;

/** What one comment shows, as a tuple compared item by item (the thread only when flat). */
function selectComment(s: CommentsState, { id, depth, answers }: CommentItemProps) {
  const flat = isFlat(depth);
  return [
    s.thread.byId.get(id)!,
    depth >= MAX_DEPTH - 1 ? NONE : (s.thread.children.get(id) ?? NONE),
    s.fresh.has(id),
    s.target === id,
    s.hidden.has(id),
    (s.current ?? s.thread.children.get('0')?.[0]) === id,
    s.entered === id,
    flat && s.thread,
    flat && s.hidden,
    answers ? s.thread.byId.get(answers) : undefined,
    depth === 0 && s.replyTo !== null && rootOf(s.thread, s.replyTo) === id,
    s.votes.get(id),
    s.reactions.get(id),
    s.hidden.has(id) ? countReplies(s.thread, id) : 0,
    s.replyTo === id,
    s.picking === id,
    s.failures.get(id),
    labelsOf(s.thread).get(id)!,
    s.menu === id,
    s.reporting === id,
    s.note?.id === id ? s.note.text : undefined,
    s.muted.size > 0 && !s.unmuted.has(id) && s.muted.has(nameOf(s.thread.byId.get(id))),
    depth === 0 && (sizesOf(s.thread).get(id) ?? 0) > BLOCK,
  ] as const;
}

type Shown = ReturnType<typeof selectComment>;

/**
 * A comment and, unless hidden, its replies: an `<article>` named «Комментарий» («Ответ»),
 * described by author, time and whom a flat reply answers. A class with no hooks: it subscribes
 * to its own comment in the store, so a comment costs no hook, effect or context dependency.
 */
export class CommentItem extends PureComponent<CommentItemProps, { fold: Fold }> {
  override state: { fold: Fold } = { fold: 'full' };
  /** The message box (Message.tsx places the sanitized nodes in it after a commit). */
  readonly #box = createRef<HTMLDivElement>();
  /** What the last render showed. */
  #shown: Shown | undefined;
  /** Ends the subscription. */
  #off: (() => void) | undefined;

  #select(): Shown {
    return selectComment(this.props.store.getState(), this.props);
  }

  /** The order shown when this comment mounted: in another, it is in a block that is going. */
  readonly #order = this.props.store.getState().order;

  /** Re-renders when what it shows changed; not in another order (its block is going). */
  readonly #changed = () => {
    if (this.props.store.getState().order !== this.#order) return;
    if (!this.#shown || !sameItems(this.#select(), this.#shown)) this.forceUpdate();
  };

  override componentDidMount() {
    const { store, id, depth } = this.props;
    // A flat comment lists its branch, so it hears every change; the others only their own.
    this.#off = store.subscribe(this.#changed, isFlat(depth) ? undefined : id);
    this.#changed(); // a change between the render and the subscription
    this.#afterCommit();
  }

  override componentDidUpdate() {
    this.#afterCommit();
  }

  override componentWillUnmount() {
    this.#off?.();
  }

  /** Places the message's nodes (once) and gives its links the list's tabIndex (keyboard.ts). */
  #afterCommit() {
    const [c, , , , , , entered] = this.#shown!;
    placeMessage(
      this.#box.current,
      c.message,
      this.props.depth > 0 && (() => this.setState({ fold: 'collapsed' })),
      entered ? 0 : -1,
    );
  }

  /**
   * Replies as its own children (no wrapper): `kids`, as many as its `shown` count holds, or with
   * `thread` its branch flat, those of it from `skip` to before `shown` (a large flat branch comes
   * in slices too), in groups of {@link BLOCK} by place.
   * @returns the children and the ids of the elements the branch toggle controls
   */
  #replies(
    kids: readonly string[],
    thread: Thread | false,
    hiddenSet: ReadonlySet<string> | false,
  ) {
    const { store, id, depth, shown, skip } = this.props;
    /** A reply: its span when a large thread is cut, whom it answers and its place when flat. */
    type Reply = { id: string; parent?: string; place?: number; shown?: number; skip?: number };
    const item = (reply: Reply) => (
      <CommentItem
        key={reply.id}
        id={reply.id}
        depth={depth + 1}
        answers={reply.parent === id ? undefined : reply.parent}
        shown={reply.shown}
        skip={reply.skip}
        store={store}
      />
    );
    const replies: Reply[] = thread
      ? flatReplies(thread, id, hiddenSet as ReadonlySet<string>, skip, shown)
      : shown === undefined && !skip
        ? kids.map((kid) => ({ id: kid }))
        : cutKids(kids, sizesOf(store.getState().thread), shown ?? Infinity, skip);
    const ids = replies.map((reply) => `comment-${reply.id}`);
    if (!thread) return { nodes: replies.map(item), ids };
    // A flat branch in groups of BLOCK by place, each a contained box (biz-comments.css `.flat`):
    // a slice adds to the last group, and the frame after it does not revisit every reply of a
    // branch of hundreds (docs/architecture.md#budgets: a reply chain of 1,500).
    const groups: ReactNode[][] = [];
    for (const reply of replies)
      (groups[Math.floor((reply.place! - 1) / BLOCK)] ??= []).push(item(reply));
    return {
      nodes: groups.map((group, k) => (
        <div key={k} className="flat">
          {group}
        </div>
      )),
      ids,
    };
  }

  override render() {
    const { id, depth, answers } = this.props;
    const { fold } = this.state;
    const [
      c,
      kids,
      fresh,
      target,
      hidden,
      current,
      entered,
      thread,
      hiddenSet,
      answered,
      writing,
      vote,
      mine,
      replies,
      replyTo,
      picking,
      failure,
      label,
      menu,
      reporting,
      note,
      muted,
      large,
    ] = (this.#shown = this.#select());
    const name = nameOf(c);
    const anonymous = c.is_anonymous || !c.author;
    const picture = c.is_anonymous ? '' : c.userpic;
    const standIn = letterStandIn(name, picture);
    const tab = entered ? 0 : -1;
    const when = whenText(c.timestamp);
    const branch = kids.length > 0 && !hidden ? this.#replies(kids, thread, hiddenSet) : null;
    // The branch toggle controls the replies shown (a flat branch's groups).
    const ids = branch?.ids.join(' ');
    // `writing`: a reply form is open in this thread; `large`: over BLOCK comments (biz-comments.css).
    const classes = ['comment', fresh && 'fresh', target && 'target', depth >= 3 && 'deep']
      .concat(writing && 'writing', large && 'large', standIn ? standIn.hue : false)
      .filter(Boolean)
      .join(' ');

    // Header, message and controls are the article's own children: no wrapper, fragment or key.
    return createElement(
      'article',
      {
        part: 'comment',
        className: classes,
        // No picture: the article draws the letter (biz-comments.css), with no Avatar of its own.
        'data-letter': standIn?.letter,
        id: `comment-${id}`,
        'data-comment-id': id,
        tabIndex: current ? 0 : -1,
        // A name that repeats nothing said inside (the author or date would be said twice);
        // who, when and to whom are the description.
        'aria-label': commentsText(depth === 0 ? 'frame' : 'replyFrame'),
        // «новый» is said with who and when: a new comment is heard as new, not only seen.
        'aria-describedby': `author-${id} when-${id}${fresh ? ` new-${id}` : ''}${answers ? ` to-${id}` : ''}`,
      },
      // A hidden author's comment is one line, «Комментарий скрыт — показать», and its menu.
      muted && hiddenLine(tab),
      !muted && !standIn && (
        <Avatar
          username={name}
          userpic={picture}
          size={36}
          part={null}
          standIn="letter"
          className="pic"
          lazy
        />
      ),
      // dir="auto" isolates the name as a <bdi> would, with no element of its own
      <h3 id={`author-${id}`} dir="auto" hidden={muted}>
        {displayName(name)}
      </h3>,
      // The time is the link's text, no <time> (a node less per comment); the full date, its title.
      <a
        part="permalink"
        id={`when-${id}`}
        href={`#comment-${id}`}
        tabIndex={tab}
        title={when?.full}
        hidden={muted}
      >
        {when?.text}
      </a>,
      fresh && newBadge(id),
      c.status !== 'active' && <span className="muted">{commentsText('pending')}</span>,
      answers && (
        <a
          part="reply-to"
          id={`to-${id}`}
          className="reply-to"
          href={`#comment-${answers}`}
          tabIndex={tab}
        >
          <WithName text={replyMarker(NAME_SLOT)} name={nameOf(answered)} />
        </a>
      ),
      !muted && messageBox(id, this.#box, fold),
      !muted &&
        fold !== 'full' &&
        foldControl(id, fold, tab, () =>
          this.setState({ fold: fold === 'collapsed' ? 'expanded' : 'collapsed' }),
        ),
      ...(muted
        ? [moreButton(menu, tab, label, 'lone')]
        : actions(c, kids.length, tab, vote, mine, replies, replyTo, picking, label, menu, ids)),
      ...asked(id, name, anonymous, menu, note, reporting, failure),
      replyTo && <ReplyForm id={id} name={name} />,
      ...(branch?.nodes ?? []),
    );
  }
}

/** The open reply form under comment `id`; closing it focuses the comment's «Ответить». */
function ReplyForm({ id, name }: { id: string; name: string }) {
  const { store, root } = useComments();
  const close = () => {
    store.openReply(null);
    const comment = root.getElementById(`comment-${id}`);
    if (comment) controlOf(comment, 'reply')?.focus();
  };
  return <CommentForm parentId={id} replyName={name} onClose={close} />;
}

/**
 * The controls under comment `c`, spread into its children, with no handler (the list's delegated
 * listener answers them). Positional: an object of them overflowed the chunk's 10 KB budget.
 */
function actions(
  c: Comment,
  kids: number,
  tab: number,
  vote: string | undefined,
  mine: string | undefined,
  replies: number,
  replyTo: boolean,
  picking: boolean,
  label: string,
  menu: boolean,
  controlled: string | undefined,
) {
  const named = (what: string) => commentsText('named', { what, who: label });
  const hidden = replies > 0;
  const branch = hidden
    ? `${commentsText('showBranch')} · ${replyCount(replies)}`
    : commentsText('hideBranch');
  const sum = ratingOf(c, vote);
  const signedSum = signed.format(sum);
  // How many readers reacted with an emoji id, the reader included.
  const count = (emoji: string) => reactionCount(c, emoji, mine);
  const shown = EMOJI.filter(([emoji]) => count(emoji) > 0 || mine === emoji);
  const said = shown.map(([emoji, , name]) => `${name}: ${count(emoji)}`).join(', ');
  const react = commentText('react');
  // The sum is said once, as a score in the name of «+»; the drawn number is hidden.
  return [
    <button
      part="plus"
      aria-pressed={vote === '+'}
      aria-label={`${named(commentsText('plus'))}, ${commentsText('score', { sum: signedSum })}`}
      tabIndex={tab}
    />,
    <span
      part="rating"
      aria-hidden="true"
      className={sum > 0 ? 'pos' : sum < 0 ? 'neg' : undefined}
    >
      {signedSum}
    </span>,
    <button
      part="minus"
      aria-pressed={vote === '-'}
      aria-label={named(commentsText('minus'))}
      tabIndex={tab}
    />,
    // The picker exists only while open, before the reactions button in reading order.
    picking && (
      <span className="picker" role="group" aria-label={commentsText('reactions')}>
        {EMOJI.map(([emoji, glyph, name]) => {
          const n = count(emoji);
          return (
            <button
              key={emoji}
              part="emoji"
              data-emoji={emoji}
              aria-pressed={mine === emoji}
              aria-label={`${name}: ${n}`}
              title={name}
              tabIndex={tab}
            >
              {n > 0 ? `${glyph}${n}` : glyph}
            </button>
          );
        })}
      </span>
    ),
    <button
      part="react"
      className={mine ? 'mine' : undefined}
      aria-expanded={picking}
      aria-label={named(said ? `${react} (${said})` : react)}
      title={react}
      tabIndex={tab}
      // The counts are drawn from this attribute (biz-comments.css), no element of their own.
      data-counts={[
        ...shown.map(([emoji, glyph]) => `${glyph}${count(emoji)}`),
        picking ? '×' : '+',
      ].join(' ')}
    />,
    <button
      part="reply"
      className="link"
      aria-expanded={replyTo}
      aria-label={named(commentsText('reply'))}
      tabIndex={tab}
    >
      {commentsText('reply')}
    </button>,
    moreButton(menu, tab, label),
    kids > 0 && (
      <button
        part="toggle-branch"
        className="link"
        aria-expanded={!hidden}
        aria-controls={controlled}
        aria-label={named(branch)}
        tabIndex={tab}
      >
        {branch}
      </button>
    ),
  ];
}

/**
 * «Ещё» (APG menu button); its dots are its background, one node per comment, not two.
 * `className`: `lone` where it is not in the controls' row (a hidden author's comment).
 */
function moreButton(menu: boolean, tab: number, label: string, className?: string) {
  const more = commentsText('more');
  return (
    <button
      part="more"
      className={className}
      aria-haspopup="menu"
      aria-expanded={menu}
      aria-label={commentsText('named', { what: more, who: label })}
      title={more}
      tabIndex={tab}
    />
  );
}

/** «Комментарий скрыт — показать»: a hidden author's comment, as one line (tabIndex `tab`). */
function hiddenLine(tab: number) {
  return (
    <p className="hidden-line">
      {commentsText('hiddenComment')}{' '}
      <button part="unhide" className="link" tabIndex={tab}>
        {commentsText('showHidden')}
      </button>
    </p>
  );
}

/** What the reader opened under comment `id`, only while there: menu, note, failure, report. */
function asked(
  id: string,
  name: string,
  anonymous: boolean,
  menu: boolean,
  note: string | undefined,
  reporting: boolean,
  failure: Failure | undefined,
) {
  return [
    menu && (
      <Suspense key="menu" fallback={null}>
        <CommentMenu name={name} anonymous={anonymous} />
      </Suspense>
    ),
    note && (
      <p key="note" className="note" part="notice">
        {note}
      </p>
    ),
    failure && (
      <Notice key="failure" kind="error" message={failure.message} onRetry={failure.retry} />
    ),
    reporting && (
      <Suspense key="report" fallback={null}>
        <ReportForm id={id} />
      </Suspense>
    ),
  ];
}

/** «новый» on comment `id` (its id names it in the comment's description: heard, not only seen). */
function newBadge(id: string) {
  return (
    <span part="new-badge" id={`new-${id}`}>
      {commentsText('newBadge')}
    </span>
  );
}
