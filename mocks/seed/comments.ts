/**
 * Seed comments. Article 1024 («Индустриальный парк «Ока-Восток» получил первых резидентов»)
 * has a thread of 40 comments, three levels deep; article 1025 a short one, so lists of other
 * articles are not empty. QUEUED_COMMENTS are published one by one while the demo runs (see
 * mocks/handlers/comments.ts).
 *
 * The texts and numbers live in comments.json, grouped by article, each message as a list of
 * paragraphs; the builders below turn them into the records the store reads.
 */
import data from './comments.json';

/** Emoji reactions, in display order. */
export const EMOJI_IDS = ['like', 'laugh', 'wow', 'sad', 'angry'] as const;
/** One emoji id. */
export type EmojiId = (typeof EMOJI_IDS)[number];

/** A seed comment as written here; the store turns it into a StoredComment. */
export interface SeedComment {
  id: number;
  articleId: string;
  /** 0 for a top-level comment. */
  parent: number;
  /** Nickname of the author; null for an anonymous comment. */
  author: string | null;
  /** Minutes before the demo backend started. */
  ago: number;
  rating: number;
  /** Counts of like, laugh, wow, sad, angry. */
  emoji: [number, number, number, number, number];
  /** Message HTML (<p>, <a>, <b>, <i>, <br>). */
  html: string;
}

/** A comment that is published later (parent by seed id; no time, no ratings yet). */
export interface QueuedComment {
  articleId: string;
  parent: number;
  author: string | null;
  html: string;
}

/** A comment of comments.json: a SeedComment without its article, the message as paragraphs. */
interface CommentRow {
  id: number;
  parent: number;
  author: string | null;
  ago: number;
  rating: number;
  emoji: number[];
  /** Paragraph HTML, each wrapped in `<p>` by messageHtml. */
  paragraphs: string[];
}

/** A queued comment of comments.json: a QueuedComment without its article, as paragraphs. */
interface QueuedRow {
  parent: number;
  author: string | null;
  paragraphs: string[];
}

/** The message HTML of `paragraphs`: each one in a `<p>`, joined without separators. */
function messageHtml(paragraphs: string[]): string {
  return paragraphs.map((text) => `<p>${text}</p>`).join('');
}

/** The SeedComment of `row` on article `articleId`; throws when `emoji` has not five counts. */
function seedComment(articleId: string, row: CommentRow): SeedComment {
  const [like = 0, laugh = 0, wow = 0, sad = 0, angry = 0, ...extra] = row.emoji;
  if (row.emoji.length !== EMOJI_IDS.length || extra.length) {
    throw new Error(`comments.json: comment ${row.id} needs ${EMOJI_IDS.length} emoji counts`);
  }
  return {
    id: row.id,
    articleId,
    parent: row.parent,
    author: row.author,
    ago: row.ago,
    rating: row.rating,
    emoji: [like, laugh, wow, sad, angry],
    html: messageHtml(row.paragraphs),
  };
}

/** The QueuedComment of `row` on article `articleId`. */
function queuedComment(articleId: string, row: QueuedRow): QueuedComment {
  return {
    articleId,
    parent: row.parent,
    author: row.author,
    html: messageHtml(row.paragraphs),
  };
}

/** Every record of `byArticle` (article id → rows) through `build`, in file order. */
function flatten<Row, Out>(
  byArticle: Record<string, Row[]>,
  build: (articleId: string, row: Row) => Out,
): Out[] {
  return Object.entries(byArticle).flatMap(([articleId, rows]) =>
    rows.map((row) => build(articleId, row)),
  );
}

/** The seeded threads: 40 comments on article 1024, then 3 on article 1025. */
export const SEED_COMMENTS: SeedComment[] = flatten<CommentRow, SeedComment>(
  data.seed,
  seedComment,
);

/** Published one by one while the demo runs (every ~40 s), oldest first. */
export const QUEUED_COMMENTS: QueuedComment[] = flatten<QueuedRow, QueuedComment>(
  data.queued,
  queuedComment,
);
