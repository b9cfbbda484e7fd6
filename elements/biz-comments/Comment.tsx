/**
 * One comment with its replies (docs/behaviour.md#comments): author, readable time with a `#comment-{id}`
 * permalink, message, rating (first vote ±1, switching ±2, repeat nothing), one emoji reaction
 * (another moves the count), reply, and a hide/show toggle for its branch. Votes and reactions
 * are optimistic and rolled back with a message and a retry when the call fails.
 * The controls are rendered for every comment (screen readers list them all) and named after the
 * comment («Ответить: Ольга Лебедева»).
 * Each comment subscribes to what it shows of the discussion's store (src/comments/store.ts) and
 * renders again only when that changed; the controls carry no handlers: the list's one
 * delegated listener answers them (keyboard.ts, actions.ts) through the store.
 */
import { PureComponent, Suspense, createElement, createRef } from 'react';
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
import { countReplies, flatReplies, type Thread } from '../../src/comments/thread.ts';
import { commentsText, replyCount } from './strings.ts';

const signed = new Intl.NumberFormat('ru-RU', { signDisplay: 'exceptZero' });
const NONE: readonly string[] = [];

/**
 * Levels of nesting shown: replies at the last level are listed flat under their ancestor, in
 * reading order, each saying whom it answers (a chain of 1,500 replies cannot overflow
 * anything).
 */
export const MAX_DEPTH = 10;

/** Props of {@link CommentItem}. */
interface CommentItemProps {
  id: string;
  depth: number;
  /** Shown flat at the last level: the comment it answers, when that is not the one above. */
  answers?: string | undefined;
  /** The discussion's store (passed down, not read from context: no dependency per comment). */
  store: CommentsStore;
}

/**
 * Labels of each set of comments (src/comments/labels.ts), derived once per set: keyed by the
 * thread's `byId`, which another order keeps (thread.ts `arrange`), so a new order does not
 * derive them again for every comment.
 */
const labels = new WeakMap<Thread['byId'], Map<string, string>>();

/** Comment id → who wrote it, unique in the list: completes the names of its controls. */
function labelsOf({ byId }: Thread): Map<string, string> {
  let map = labels.get(byId);
  if (!map) labels.set(byId, (map = commentLabels(byId.values(), commentText('anonymous'))));
  return map;
}

/** The name a comment is shown under, cleaned (src/comments/labels.ts `authorName`). */
const nameOf = (c: Comment | undefined) => authorName(c, commentText('anonymous'));

/** Whether a comment at `depth` lists its whole branch flat (the last nesting level). */
const isFlat = (depth: number) => depth + 1 >= MAX_DEPTH - 1;

/**
 * What one comment shows, its controls included (one subscription per comment): the comment, its
 * replies' ids, whether it is fresh, the permalink target, hidden, the list's current and entered
 * comment (keyboard.ts); when flat (the last level, its branch listed flat, {@link isFlat}) the
 * thread and the hidden set; the comment a flat reply answers; whether a reply form is open in
 * its thread; the reader's vote and reaction, the hidden branch's reply count, whether its own
 * reply form is open, whether its reaction picker is open, its failure, its label.
 */
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
    flat ? s.thread : null,
    flat ? s.hidden : null,
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
  ] as const;
}

/** What {@link CommentItem} shows of the store ({@link selectComment}). */
type Shown = ReturnType<typeof selectComment>;

/**
 * A comment and, unless hidden, its replies. The `<article>` is named «Комментарий» («Ответ»
 * below another) and described by its author heading, time and, for a flat reply, the comment it
 * answers, so that a screen reader entering it says neither the author nor the date twice; it
 * is the list's Tab stop when it is the current comment (keyboard.ts).
 *
 * A class, not a function with hooks: it subscribes to its own comment in the store and
 * re-renders when what it shows changes (as `useSyncExternalStore` through context.ts would),
 * and holds its message's fold, with no hook, effect or context dependency of its own. For each
 * of 2,000 comments those were 0.75 KB of JS heap on React, 1.4 KB on Preact (npm run bench).
 */
export class CommentItem extends PureComponent<CommentItemProps, { fold: Fold }> {
  override state: { fold: Fold } = { fold: 'full' };
  /** The message box (Message.tsx places the sanitized nodes in it after a commit). */
  readonly #box = createRef<HTMLDivElement>();
  /** What the last render showed. */
  #shown: Shown | undefined;
  /** Ends the subscription. */
  #off: (() => void) | undefined;

  /** What this comment shows of the store now. */
  #select(): Shown {
    return selectComment(this.props.store.getState(), this.props);
  }

  /** The order shown when this comment mounted: in another, it is in a block that is going. */
  readonly #order = this.props.store.getState().order;

  /**
   * A store change: renders again only when something this comment shows changed, and not once
   * the list shows another order (its block goes a few steps later: ./useLeaving.ts).
   */
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
   * The replies shown under this comment, as its own children with no wrapper (one node less
   * for each comment with replies; biz-comments.css indents them): `kids` nested, or, at the last
   * level (`thread` given), its whole branch flat, each saying whom it answers, without the
   * branches in `hiddenSet`. Keyed by their ids.
   */
  #replies(kids: readonly string[], thread: Thread | null, hiddenSet: ReadonlySet<string> | null) {
    const { store, id, depth } = this.props;
    const shown =
      thread === null
        ? kids.map((kid) => ({ id: kid, parent: id }))
        : flatReplies(thread, id, hiddenSet!);
    return shown.map((reply) => (
      <CommentItem
        key={reply.id}
        id={reply.id}
        depth={depth + 1}
        answers={reply.parent === id ? undefined : reply.parent}
        store={store}
      />
    ));
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
    ] = (this.#shown = this.#select());
    const name = nameOf(c);
    const anonymous = c.is_anonymous || !c.author;
    const picture = c.is_anonymous ? '' : c.userpic;
    const standIn = letterStandIn(name, picture);
    const tab = entered ? 0 : -1;
    const when = whenText(c.timestamp);
    const branch = kids.length > 0 && !hidden ? this.#replies(kids, thread, hiddenSet) : null;
    // The branch toggle controls the replies shown.
    const ids = branch?.map((reply) => `comment-${reply.key}`).join(' ');
    // `writing`: a reply form is open in this thread (biz-comments.css).
    const classes = ['comment', fresh && 'fresh', target && 'target', depth >= 3 && 'deep']
      .concat(writing && 'writing', standIn ? standIn.hue : false)
      .filter(Boolean)
      .join(' ');

    // Header, message and controls are the article's own children, with no wrapper of their own
    // (two elements less for each comment; biz-comments.css lays them out in rows), given as
    // arguments, not as arrays, so that no fragment or key is needed for them.
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
        // One frame per comment, named by a word that repeats nothing said inside it
        // («Комментарий», or «Ответ» below another): named by its author or date, Orca said that
        // twice (the frame's name, then the heading or permalink). Who, when and, for a flat
        // reply, to whom are its description, for a reader whom ↑/↓ in the feed bring onto the
        // frame itself.
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
      // The time is the link's text, no <time>: 2,000 fewer DOM nodes at 2,000 comments (npm run
      // bench; see docs/architecture.md#budgets); the full date of a recent one is its title.
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
        ? [moreButton(menu, tab, label)]
        : actions(c, kids.length, tab, vote, mine, replies, replyTo, picking, label, menu, ids)),
      ...asked(id, name, anonymous, menu, note, reporting, failure),
      replyTo && <ReplyForm id={id} name={name} />,
      ...(branch ?? []),
    );
  }
}

/**
 * The reply form under comment `id` (by `name`), only while it is open; closed (Escape, «Отмена»),
 * it gives focus back to the comment's «Ответить».
 */
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
 * The controls under a comment. They are rendered for every comment, near the viewport or not,
 * so that screen readers list them all; their clicks are answered by the list's one delegated
 * listener (keyboard.ts, actions.ts), so they carry no handler. A plain function, not components:
 * its controls are spread into the comment's own children (Comment.tsx `CommentItem`), with no
 * wrapper, fragment, fiber or hook of their own for each of 2,000 comments.
 *
 * The vote: «+», the sum (signed), «−», with no wrapper; the sum is said once, named as a score,
 * in the name of «+» («Плюс комментарию: Ольга Лебедева, рейтинг +12»), the drawn number hidden
 * from the accessibility tree (a bare «+12», read twice, said nothing).
 *
 * The reactions (one button for every comment): the reactions button shows each emoji with a
 * count above zero (and the reader's own) and opens the picker; the picker's five emoji buttons
 * exist only while it is open, before the button in reading order. Escape in the picker closes it
 * and gives focus back to the button (APG disclosure, keyboard.ts).
 *
 * Positional, what {@link CommentItem} selected from the store (an object of them cost the
 * list's chunk 43 bytes gzip over its 10 KB budget, npm run size).
 * @param c the comment
 * @param kids how many replies it has shown under it
 * @param tab tabIndex of every control (keyboard.ts)
 * @param vote the reader's vote ('+' or '-')
 * @param mine the reader's reaction (emoji id)
 * @param replies replies in the hidden branch (0 when shown: a branch with none is never hidden)
 * @param replyTo whether the reply form is open under this comment
 * @param picking whether its reaction picker is open
 * @param label who wrote it, unique in the list (completes the controls' names)
 * @param menu whether its «Ещё» menu is open
 * @param controlled the ids of the replies shown under it (the branch toggle controls them)
 * @returns the controls, to be spread into the comment's children (false where one is absent)
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
      // The counts are drawn from this attribute (biz-comments.css): seen, while the name above
      // says them in words, with no element of their own.
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
 * «Ещё» of a comment (WAI-ARIA APG menu button): opens its menu (extras.tsx `CommentMenu`), which
 * exists only while open. No text of its own: its three dots are its background
 * (biz-comments.css), one node per comment, not two; its name says which comment it acts on.
 * @param menu whether the menu is open
 * @param tab tabIndex (keyboard.ts)
 * @param label who wrote the comment, unique in the list
 */
function moreButton(menu: boolean, tab: number, label: string) {
  const more = commentsText('more');
  return (
    <button
      part="more"
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

/**
 * What the reader asked for under comment `id`, each only while there: its «Ещё» menu, a note
 * («Ссылка скопирована.»), the failure of the last vote, reaction or copy, the report form.
 * @param name who wrote it (the menu's «Скрыть комментарии автора»)
 * @param anonymous whether it is anonymous (no hiding by name then)
 */
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
