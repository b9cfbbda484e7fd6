// @vitest-environment node
/**
 * The demo pages' build step (demo/build/partials.ts): every page comes out whole, with the
 * shared head, site header, breadcrumbs, table rows and gallery slides put in from one place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expandPage } from '../../../demo/build/partials.ts';
import pages from '../../../demo/data/pages.json';

const DEMO = new URL('../../../demo/', import.meta.url);
const files = readdirSync(DEMO).filter((name) => name.endsWith('.html'));
const served = (name: string) => expandPage(readFileSync(new URL(name, DEMO), 'utf8'), name);
const count = (text: string, part: string) => text.split(part).length - 1;

describe('demo pages after the build step', () => {
  it('lists every page in demo/data/pages.json', () => {
    expect(Object.keys(pages).sort()).toEqual([...files].sort());
  });

  it.each(files)(
    '%s: no directive left; one head with its title, description and scripts',
    (name) => {
      const html = served(name);
      const page = pages[name as keyof typeof pages];
      expect(html).not.toMatch(
        /<!-- (head|include|rows|slides)\b|data-site-header|data-breadcrumbs/,
      );
      expect(count(html, '<head>')).toBe(1);
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html).toContain(`<meta name="description" content="${page.description}" />`);
      expect(count(html, '<script type="module" src="./demo.ts"></script>')).toBe(1);
      for (const sheet of ['demo.css', ...page.stylesheets]) {
        expect(html).toContain(`<link rel="stylesheet" href="./${sheet}" />`);
      }
      expect(count(html, 'class="skip-link"')).toBe(1);
      expect(count(html, '<header class="site-header">')).toBe(1);
    },
  );

  it('marks the current section in the site header, and only there', () => {
    const html = served('news.html');
    expect(html).toContain('<li><a href="/news.html" aria-current="page">Новости</a></li>');
    expect(count(html, 'aria-current="page"')).toBe(1);
  });

  it('builds breadcrumbs from «Главная» and the trail; the profile marks its own crumb', () => {
    const index = served('index.html');
    const trail = index.slice(
      index.indexOf('<nav class="breadcrumbs"'),
      index.indexOf('</nav>', index.indexOf('<nav class="breadcrumbs"')),
    );
    expect(
      [...trail.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['/', 'Главная'],
      ['/industry', 'Промышленность'],
      ['/industry/parks', 'Индустриальные парки'],
    ]);
    expect(served('profile.html')).toContain(
      '<li><a href="/profile.html" aria-current="page">Личный кабинет</a></li>',
    );
  });

  it('renders the standings rows from data: row headers, and the points in bold', () => {
    const html = served('standings.html');
    expect(count(html, '<th scope="row">')).toBe(12 + 8 + 10);
    expect(html).toMatch(
      /<th scope="row">«Металлист» \(Окск\)<\/th>(\s*<td>[^<]*<\/td>){6}\s*<td><b>33<\/b><\/td>/,
    );
  });

  it('renders the five gallery slides, each with its credit', () => {
    const html = served('index.html');
    expect(count(html, '<figure class="gallery__slide">')).toBe(5);
    expect(html).toContain('<span class="credit">Фото: «Окскэнерго»</span>');
  });

  it('says which name is unknown instead of serving a broken page', () => {
    expect(() => expandPage('<!-- rows: nowhere -->', 'index.html')).toThrow('nowhere');
    expect(() => expandPage('<!-- head -->', 'missing.html')).toThrow('missing.html');
  });
});
