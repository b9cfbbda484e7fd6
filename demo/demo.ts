/**
 * The demo page: starts the demo backend (MSW service worker), then the autoloader, and wires
 * the «Демо-панель» (latency, error and malformed rates, forced failures, reset, request log).
 * Panel settings survive a reload (sessionStorage) until «Сбросить данные». The backend's store
 * is kept in IndexedDB (memory.ts) and the page's server-rendered values are written from it
 * (server-values.ts) before the autoloader loads.
 */
import {
  advanceDemoClock,
  db,
  getChaos,
  publishQueuedComment,
  requests,
  setChaos,
  startDemoBackend,
  type ChaosSettings,
  type FailureMode,
  type LoggedRequest,
} from '../mocks/browser.ts';
import { deleteCookie } from '../src/services/cookies.ts';
import { readSeen } from '../src/comments/seen.ts';
import { openDemoMemory, resetDemoMemory, saveDemoMemory } from './memory.ts';
import { renderServerValues } from './server-values.ts';

const SETTINGS_KEY = 'biz-demo:chaos';
const OPEN_KEY = 'biz-demo:panel-open';
const LOG_SIZE = 12;

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const panel = $<HTMLElement>('demo-panel');
const toggle = $<HTMLButtonElement>('demo-panel-toggle');
const body = $<HTMLDivElement>('demo-panel-body');
const badge = $<HTMLSpanElement>('demo-panel-badge');
const status = $<HTMLParagraphElement>('demo-panel-status');
const form = $<HTMLFormElement>('demo-chaos');
const log = $<HTMLOListElement>('demo-log');

type Saved = Pick<ChaosSettings, 'latencyMs' | 'errorRate' | 'malformedRate' | 'force' | 'only'>;

function readSaved(): Partial<Saved> {
  try {
    return JSON.parse(sessionStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Saved>;
  } catch {
    return {};
  }
}

function field(name: keyof Saved): HTMLSelectElement {
  return form.elements.namedItem(name) as HTMLSelectElement;
}

/** Copies the form into the chaos switches (and sessionStorage). */
function applyForm(): void {
  const settings: Saved = {
    latencyMs: Number(field('latencyMs').value),
    errorRate: Number(field('errorRate').value),
    malformedRate: Number(field('malformedRate').value),
    force: (field('force').value || null) as FailureMode | null,
    only: field('only').value || null,
  };
  setChaos(settings);
  sessionStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  showChaosState();
}

function showChaosState(): void {
  const c = getChaos();
  const failing = c.force !== null || c.errorRate > 0 || c.malformedRate > 0;
  panel.dataset.chaos = String(failing);
  const parts: string[] = [];
  if (c.latencyMs) parts.push(`${c.latencyMs} мс`);
  if (c.force) parts.push('сбой');
  else if (c.errorRate || c.malformedRate) parts.push('ошибки');
  badge.hidden = parts.length === 0;
  badge.textContent = parts.join(' · ');
}

function restoreForm(): void {
  const saved = readSaved();
  const set = (name: keyof Saved, value: unknown) => {
    const select = field(name);
    const text = value === null || value === undefined ? '' : String(value);
    if ([...select.options].some((o) => o.value === text)) select.value = text;
  };
  set('latencyMs', saved.latencyMs ?? 0);
  set('errorRate', saved.errorRate ?? 0);
  set('malformedRate', saved.malformedRate ?? 0);
  set('force', saved.force ?? '');
  set('only', saved.only ?? '');
  applyForm();
}

function setOpen(open: boolean): void {
  panel.dataset.open = String(open);
  toggle.setAttribute('aria-expanded', String(open));
  body.hidden = !open;
  sessionStorage.setItem(OPEN_KEY, open ? '1' : '0');
}

const TIME = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const OUTCOMES: Record<string, string> = {
  http500: '500',
  network: 'сеть',
  timeout: 'таймаут',
  malformed: 'битый',
  'wrong-shape': 'форма',
};

function logItem(entry: LoggedRequest): HTMLLIElement {
  const li = document.createElement('li');
  const cell = (className: string, text: string) => {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    li.append(span);
    return span;
  };
  cell('time', TIME.format(entry.at));
  cell('method', entry.method);
  const query = new URLSearchParams(entry.query).toString();
  const path = cell('path', query ? `${entry.path}?${query}` : entry.path);
  path.title = `${entry.method} ${path.textContent}\n${JSON.stringify(entry.fields, null, 1)}`;
  const outcome = entry.outcome;
  const mark = cell('outcome', outcome ? (OUTCOMES[outcome] ?? outcome) : '…');
  if (!outcome) mark.classList.add('pending');
  else if (!/^2\d\d$/.test(outcome)) mark.classList.add('fail');
  return li;
}

let lastRendered = '';

function renderLog(): void {
  const entries = requests().slice(-LOG_SIZE).reverse();
  const signature = entries.map((e) => `${e.at}${e.path}${e.outcome ?? ''}`).join('|');
  if (signature === lastRendered) return;
  lastRendered = signature;
  if (entries.length === 0) {
    const empty = document.createElement('li');
    empty.className = 'demo-panel__empty';
    empty.textContent = 'Запросов пока не было.';
    log.replaceChildren(empty);
    return;
  }
  log.replaceChildren(...entries.map(logItem));
}

function showToday(): void {
  const today = document.getElementById('today');
  if (!today) return;
  const now = new Date();
  today.textContent = new Intl.DateTimeFormat('ru-RU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(now);
  today.setAttribute('datetime', now.toISOString().slice(0, 10));
}

/** Dates the article as the demo backend does, so its comments are never older than it. */
function showArticleDate(): void {
  const time = document.getElementById('article-date');
  const article = db.articles.find((a) => a.article_id === 1024);
  if (!time || !article) return;
  const date = new Date(article.date * 1000);
  const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
  const clock = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
  time.textContent = `${day.format(date).replace(/\s*г\.$/, '')}, ${clock.format(date)}`;
  time.setAttribute('datetime', date.toISOString());
}

function wirePanel(): void {
  toggle.addEventListener('click', () => setOpen(panel.dataset.open !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (
      event.key === 'Escape' &&
      panel.dataset.open === 'true' &&
      panel.contains(document.activeElement)
    ) {
      setOpen(false);
      toggle.focus();
    }
  });
  form.addEventListener('change', applyForm);
  form.addEventListener('submit', (event) => event.preventDefault());
  $<HTMLButtonElement>('demo-advance').addEventListener('click', () => {
    advanceDemoClock(60_000);
    void saveDemoMemory().catch(() => undefined);
    status.textContent = 'Демо-время сдвинуто на минуту вперёд: трансляция и комментарии догонят.';
  });
  $<HTMLButtonElement>('demo-reset').addEventListener('click', () => {
    status.textContent = 'Сбрасываем данные демо-сервера…';
    // The seed for every tab first, then this browser's own memory of the reader.
    void resetDemoMemory()
      .catch((error: unknown) => console.warn('[demo] the reset was not saved', error))
      .finally(() => {
        try {
          localStorage.clear();
          sessionStorage.removeItem(SETTINGS_KEY);
        } catch {
          /* storage unavailable: the reload still starts from the seed */
        }
        location.reload();
      });
  });
  restoreForm();
  setOpen(sessionStorage.getItem(OPEN_KEY) === '1');
  renderLog();
  setInterval(renderLog, 700);
}

const PUSH_FAST_KEY = 'biz-demo:push-fast';

/**
 * The panel's push switches: «через 2 с» sets the prompt's `delay` (remembered for the tab),
 * «показать снова» forgets the `pushDelay` and `pushDND` cookies and reloads.
 */
function wirePush(): void {
  const fast = document.getElementById('demo-push-fast') as HTMLInputElement | null;
  const again = document.getElementById('demo-push-again');
  const prompt = document.querySelector('biz-push-prompt');
  if (!fast || !again || !prompt) return;
  // The switches live in the shared panel; only a page with the prompt shows them.
  const box = document.getElementById('demo-push');
  if (box) box.hidden = false;
  const apply = () => {
    if (fast.checked) prompt.setAttribute('delay', '2000');
    else prompt.removeAttribute('delay');
  };
  fast.checked = sessionStorage.getItem(PUSH_FAST_KEY) === '1';
  apply();
  fast.addEventListener('change', () => {
    sessionStorage.setItem(PUSH_FAST_KEY, fast.checked ? '1' : '0');
    apply();
  });
  again.addEventListener('click', () => {
    deleteCookie('pushDelay');
    deleteCookie('pushDND');
    location.reload();
  });
}

/**
 * The sticky header keeps only the section menu in view: demo.css sticks it at minus the height
 * of the rows above the menu, and pads anchor jumps and the sticky sidebar by the menu's height.
 */
function fitStickyHeader(): void {
  const header = document.querySelector<HTMLElement>('biz-sticky-header .site-header');
  const menu = header?.querySelector<HTMLElement>('.mainnav');
  if (!header || !menu) return;
  const fit = () => {
    const root = document.documentElement.style;
    root.setProperty('--header-above-menu', `${header.offsetHeight - menu.offsetHeight}px`);
    root.setProperty('--header-menu', `${menu.offsetHeight}px`);
  };
  fit();
  new ResizeObserver(fit).observe(header);
}

/**
 * The section menu scrolls sideways on a phone. Chromium does not scroll a focused link that is
 * already partly in view (it avoids sideways scrolling), so Tab left «Промышленность» cut off at
 * the screen's edge with half its focus ring (npm run focus:contrast at 375 px):
 * the focused link is scrolled fully into the menu's view.
 */
function revealFocusedMenuLink(): void {
  const list = document.querySelector<HTMLElement>('.mainnav__list');
  list?.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) {
      event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  });
}

/** How long the widgets wait for the demo backend before they load anyway. */
const BACKEND_WAIT_MS = 4000;

function showBackendError(error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  status.textContent = `Демо-сервер не запустился: ${reason}. Запросы виджетов уйдут в сеть и не получат ответа.`;
  console.error('[demo] the demo backend did not start', error);
}

/**
 * Whether to start the demo backend: `?backend=on|off` decides; otherwise it is on, except in
 * Chromium's command-line headless mode (`--headless --screenshot --virtual-time-budget`, no
 * automation), which stalls once a service worker controls the page and needs no backend to
 * draw it.
 */
function backendWanted(): boolean {
  const param = new URLSearchParams(location.search).get('backend');
  if (param === 'on' || param === 'off') return param === 'on';
  return !(/HeadlessChrome/.test(navigator.userAgent) && !navigator.webdriver);
}

/** Waits for `promise`, but at most {@link BACKEND_WAIT_MS}: then 'late'. */
function inTime<T>(promise: Promise<T>): Promise<T | 'late'> {
  return Promise.race([
    promise,
    new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), BACKEND_WAIT_MS)),
  ]);
}

/**
 * A tester who has read the article's comments before (its `article1024` mark is stored) finds
 * new ones: two comments of the backend's queue are published before the widgets load, so
 * «N новых с вашего прошлого визита» and «К следующему новому» show on every return.
 */
function welcomeBack(): void {
  if (readSeen('1024') === null) return;
  for (let i = 0; i < 2; i++) publishQueuedComment();
}

async function main(): Promise<void> {
  showToday();
  wirePanel();
  wirePush();
  fitStickyHeader();
  revealFocusedMenuLink();
  if (!backendWanted()) {
    status.textContent =
      'Демо-сервер выключен (?backend=off или безголовый браузер без автоматизации): виджеты показываются, но их запросы останутся без ответа.';
    showArticleDate();
    startWidgets();
    return;
  }
  // The saved store first (a few ms): the page's values and the backend's answers come from it.
  const memory = openDemoMemory();
  const backend = startDemoBackend().then(
    () => {
      panel.dataset.ready = 'true';
      status.textContent = 'Демо-сервер работает: запросы виджетов обслуживает service worker.';
      return true;
    },
    (error: unknown) => {
      showBackendError(error);
      return false;
    },
  );
  // The widgets' first requests must meet the demo backend, so wait for it; but a worker that
  // never starts (blocked service workers, a headless browser on virtual time) must not keep
  // the page without its widgets.
  await inTime(memory);
  welcomeBack();
  showArticleDate();
  renderServerValues();
  void saveDemoMemory().catch(() => undefined);
  const started = await inTime(backend);
  if (started === 'late') {
    status.textContent = 'Демо-сервер ещё запускается; виджеты загружены без него.';
  }
  startWidgets();
}

/** The longest wait between two tries to load the autoloader (ms). */
const WIDGETS_RETRY_MAX_MS = 30_000;

/**
 * Loads the autoloader. Offline (a reload without network), the import fails: the page says so
 * and tries again after 1 s, 2 s, 4 s … (at most 30 s apart) and at once when the browser is back
 * online; nothing is thrown into the page.
 */
function startWidgets(attempt = 1): void {
  import('../src/autoloader.ts').catch((error: unknown) => {
    console.error('[demo] the widgets could not be loaded; retrying', error);
    status.textContent = 'Виджеты не загрузились (нет сети?): пробуем снова.';
    const again = () => {
      clearTimeout(timer);
      removeEventListener('online', again);
      startWidgets(attempt + 1);
    };
    const timer = setTimeout(again, Math.min(WIDGETS_RETRY_MAX_MS, 1000 * 2 ** (attempt - 1)));
    addEventListener('online', again);
  });
}

main().catch((error: unknown) => {
  console.error('[demo]', error);
  status.textContent = 'Демо-страница не запустилась полностью; виджеты работают без неё.';
  startWidgets();
});
