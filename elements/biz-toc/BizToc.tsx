/**
 * Table of contents (docs/behaviour.md#toc) built from the target's headings. Headings without an id get a
 * readable one. The section being read is marked (`aria-current="location"`) as the reader
 * scrolls; links scroll smoothly unless the reader prefers reduced motion, and move focus to the
 * heading so keyboard and screen-reader users land where they aimed.
 */
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import type { HostProps } from '../../src/element/define.ts';
import type { AttributeProps } from '../../src/element/attributes.ts';
import type { tocAttributes } from './attributes.ts';
import { usePrefersReducedMotion } from '../../src/element/hooks.ts';
import { uniqueId } from './slug.ts';
import { tocText } from './strings.ts';

/** Attributes of `<biz-toc>` as props, defaults applied (./attributes.ts). */
export type TocProps = AttributeProps<typeof tocAttributes>;

/** One entry. */
export interface TocItem {
  id: string;
  text: string;
  /** 0 for the first level in `levels`, 1 for the next, … */
  depth: number;
  children: TocItem[];
}

const parseLevels = (levels: string) =>
  levels
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter((l) => /^h[1-6]$/.test(l));

/** Reads the headings of `target` into a tree, adding ids where missing. */
function collectHeadings(
  target: Element,
  levels: string[],
): { flat: HTMLElement[]; tree: TocItem[] } {
  const root = target.getRootNode() as Document | ShadowRoot;
  const flat = levels.length
    ? Array.from(target.querySelectorAll<HTMLElement>(levels.join(',')))
    : [];
  const tree: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of flat) {
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!heading.id) heading.id = uniqueId(text, root);
    const item: TocItem = {
      id: heading.id,
      text,
      depth: levels.indexOf(heading.localName),
      children: [],
    };
    while (stack.length && (stack[stack.length - 1] as TocItem).depth >= item.depth) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : tree).push(item);
    stack.push(item);
  }
  return { flat, tree };
}

function findTarget(host: HTMLElement, id: string | undefined): HTMLElement | null {
  if (!id) return null;
  const root = host.getRootNode() as Document | ShadowRoot;
  return root.getElementById?.(id) ?? document.getElementById(id);
}

/** The contents list. */
export function BizToc({ for: targetId, levels, host }: TocProps & HostProps) {
  const [tree, setTree] = useState<TocItem[]>([]);
  const [headings, setHeadings] = useState<HTMLElement[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const reduced = usePrefersReducedMotion();

  // Build, and rebuild when the article's content changes.
  useEffect(() => {
    const levelList = parseLevels(levels);
    let target = findTarget(host, targetId);
    let frame = 0;
    const build = () => {
      frame = 0;
      target ??= findTarget(host, targetId);
      if (!target) return;
      const { flat, tree: next } = collectHeadings(target, levelList);
      setHeadings(flat);
      setTree(next);
    };
    build();
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(build);
    };
    const observer = new MutationObserver(schedule);
    if (target) observer.observe(target, { childList: true, subtree: true, characterData: true });
    else document.addEventListener('DOMContentLoaded', schedule, { once: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener('DOMContentLoaded', schedule);
    };
  }, [host, targetId, levels]);

  // The current section: the last heading that has passed the upper third of the viewport.
  useEffect(() => {
    if (!headings.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const update = () => {
      const inView = headings.find((h) => visible.has(h));
      if (inView) {
        setCurrent(inView.id);
        return;
      }
      // None in the band: the last heading above it is the section being read.
      let last: HTMLElement | null = null;
      for (const h of headings) if (h.getBoundingClientRect().top < 0) last = h;
      setCurrent(last ? last.id : null);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        update();
      },
      { rootMargin: '0px 0px -66% 0px' },
    );
    headings.forEach((h) => observer.observe(h));
    return () => observer.disconnect();
  }, [headings]);

  const go = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, id: string) => {
      const heading = headings.find((h) => h.id === id);
      if (!heading || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
        return;
      event.preventDefault();
      heading.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      history.pushState(history.state, '', `#${encodeURIComponent(id)}`);
      setCurrent(id);
    },
    [headings, reduced],
  );

  const renderList = (items: TocItem[], depth: number) => (
    <ol className={`level-${depth}`}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            part="link"
            href={`#${encodeURIComponent(item.id)}`}
            aria-current={current === item.id ? 'location' : undefined}
            onClick={(event) => go(event, item.id)}
          >
            {item.text}
          </a>
          {item.children.length > 0 && renderList(item.children, depth + 1)}
        </li>
      ))}
    </ol>
  );

  return (
    <nav part="nav" aria-labelledby="toc-title">
      <h2 id="toc-title" part="title" className="title">
        {tocText('toc.label')}
      </h2>
      {tree.length > 0 ? renderList(tree, 0) : <p className="empty">{tocText('toc.empty')}</p>}
    </nav>
  );
}
