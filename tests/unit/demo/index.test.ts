// @vitest-environment node
/** The demo page's votes: the quiz JSON it embeds is the seed's, and valid; the polls match the seed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQuiz } from '../../../elements/biz-quiz/quiz-schema.ts';
import { DEMO_QUIZ, seedPolls } from '../../../mocks/seed/polls.ts';

const page = readFileSync(new URL('../../../demo/index.html', import.meta.url), 'utf8');

describe('demo/index.html', () => {
  it('embeds the demo backend’s quiz as the JSON child of <biz-quiz>, valid for the element', () => {
    const match =
      /<biz-quiz quiz-id="3">\s*<script type="application\/json">([\s\S]*?)<\/script>/.exec(page);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual(DEMO_QUIZ);
    expect(parseQuiz(match![1]!).ok).toBe(true);
  });

  it('holds the open poll 7 and the finished poll 8 with the seed’s variants', () => {
    for (const poll of seedPolls()) {
      const state = poll.state === 'finished' ? ' state="finished"' : '';
      const start = page.indexOf(`<biz-poll poll-id="${poll.id}" action="/polls/vote"${state}>`);
      expect(start).toBeGreaterThan(-1);
      const markup = page.slice(start, page.indexOf('</biz-poll>', start));
      const text = markup.replace(/\s+/g, ' ');
      expect(text).toContain(`<legend>${poll.title}</legend>`);
      for (const variant of poll.variants) {
        expect(text).toContain(`value="${variant.id}" /> ${variant.title}</label`);
      }
    }
  });

  it('holds the top-10 block of article 1024', () => {
    expect(page).toContain('<biz-top10 article-id="1024">');
  });
});
