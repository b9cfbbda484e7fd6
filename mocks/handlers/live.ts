/**
 * The live broadcast (docs/server-contract.md#live): POST /live/ajax/{id} with
 * `last_timestamp`.
 *
 * The broadcast follows mocks/seed/live.ts on the demo clock: an event scheduled at `at` seconds
 * has happened once `demoElapsedSec() >= at`, and is stamped with that whole second. The answer
 * lists only what changed after `last_timestamp` (0: everything current) and returns the server
 * time in seconds as the next `last_timestamp`:
 * - `new`: messages posted since (with `fixed` 1 when pinned), oldest first;
 * - `updated`: older messages edited since;
 * - `fixed`: messages pinned since (and still pinned); on 0, every pinned message;
 * - `delete_fixed`: ids unpinned since (and not pinned again);
 * - `deleted_messages`: `{id_to_delete}` of older messages deleted since.
 */
import { demoElapsedSec, demoNowSec } from '../db.ts';
import * as calls from '../../src/api/calls.ts';
import { route } from '../route.ts';
import { LIVE_ID, LIVE_SCRIPT, LIVE_TITLE } from '../seed/live.ts';
import { errorAnswer, str } from '../util.ts';

interface MessageState {
  id: number;
  html: string;
  created: number;
  edited: number;
  pinned: boolean;
  pinnedAt: number;
  unpinnedAt: number;
  deletedAt: number;
}

/** The broadcast as it stands now on the demo clock, times in Unix seconds. */
function liveState(): MessageState[] {
  const elapsed = demoElapsedSec();
  const origin = demoNowSec() - elapsed;
  const messages = new Map<number, MessageState>();
  for (const event of LIVE_SCRIPT) {
    if (event.at > elapsed) break;
    const time = origin + event.at;
    if (event.kind === 'new') {
      messages.set(event.id, {
        id: event.id,
        html: event.html,
        created: time,
        edited: 0,
        pinned: false,
        pinnedAt: 0,
        unpinnedAt: 0,
        deletedAt: 0,
      });
      continue;
    }
    const m = messages.get(event.id);
    if (!m) continue;
    if (event.kind === 'edit') {
      m.html = event.html;
      m.edited = time;
    } else if (event.kind === 'pin') {
      m.pinned = true;
      m.pinnedAt = time;
    } else if (event.kind === 'unpin') {
      m.pinned = false;
      m.unpinnedAt = time;
    } else {
      m.deletedAt = time;
      m.pinned = false;
    }
  }
  return [...messages.values()].sort((a, b) => a.created - b.created || a.id - b.id);
}

function message(m: MessageState) {
  return { id: m.id, fixed: m.pinned ? 1 : 0, html: m.html, timestamp: m.created };
}

/** The LiveAnswer for a client that has seen everything up to `since` (0: nothing yet). */
function liveDiff(since: number) {
  const all = liveState();
  const alive = all.filter((m) => !m.deletedAt);
  if (since <= 0) {
    return {
      title: LIVE_TITLE,
      updated: [],
      fixed: alive.filter((m) => m.pinned).map(message),
      new: alive.map(message),
      delete_fixed: [],
      deleted_messages: [],
      last_timestamp: demoNowSec(),
    };
  }
  return {
    title: LIVE_TITLE,
    updated: alive.filter((m) => m.created <= since && m.edited > since).map(message),
    fixed: alive.filter((m) => m.pinned && m.pinnedAt > since).map(message),
    new: alive.filter((m) => m.created > since).map(message),
    delete_fixed: all
      .filter((m) => m.created <= since && !m.pinned && m.unpinnedAt > since)
      .map((m) => m.id),
    deleted_messages: all
      .filter((m) => m.created <= since && m.deletedAt > since)
      .map((m) => ({ id_to_delete: m.id })),
    last_timestamp: demoNowSec(),
  };
}

export const liveHandlers = [
  // POST /live/ajax/{id}: last_timestamp → LiveAnswer (src/api/schemas/live.ts).
  route(calls.liveUpdates, ({ params, fields }) => {
    if (String(params.id) !== LIVE_ID) return errorAnswer('Трансляция не найдена', 404);
    const raw = str(fields.last_timestamp).trim();
    const since = raw === '' ? 0 : Number(raw);
    if (!Number.isFinite(since)) return errorAnswer('Неверный last_timestamp');
    return liveDiff(since);
  }),
];
