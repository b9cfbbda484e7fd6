/**
 * Server-rendered comments inside the tag (light DOM): readable before the element upgrades,
 * shown through a <slot> while they are read, then rendered by the element without a request.
 * This file defines <biz-comments> only in the middle of its first test, on purpose.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { accessible, comment, commentNode, ids } from './biz-comments.fixtures.ts';
import { freshPage } from './helpers.ts';
import { waitFor } from './helpers/wait.ts';
import { part } from './helpers/shadow.ts';
import { sent } from './helpers/calls.ts';

describe('<biz-comments>: server-rendered comments (light DOM)', () => {
  beforeEach(freshPage);

  it('are readable before the upgrade and rendered after it without a request', async () => {
    expect(customElements.get('biz-comments')).to.equal(undefined);
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('biz-comments');
    el.setAttribute('article-id', '1024');
    const first = commentNode(
      { 'comment-id': 71, timestamp: 1760000000, rating: 4, emoji: '{"like":2}' },
      'Комментарий, отрисованный сервером.',
    );
    const reply = commentNode(
      { 'comment-id': 72, 'parent-id': 71, timestamp: 1760000100, anonymous: 1, author: '' },
      'Ответ на него.',
    );
    const broken = commentNode({ 'comment-id': 73 }, 'Без времени.');
    el.append(first, reply, broken);
    box.append(el);
    // Before the upgrade: plain page content.
    expect(first.offsetHeight).to.be.greaterThan(0);
    expect(el.textContent).to.contain('Комментарий, отрисованный сервером.');

    await import('../../elements/biz-comments/biz-comments.ts');
    expect(customElements.get('biz-comments')).to.not.equal(undefined);
    // Upgraded, still reading (the sanitizer loads): the light DOM shows through a slot.
    const slot = await waitFor(() => el.shadowRoot!.querySelector('slot'), 2000, 'slot');
    expect(slot.assignedElements()).to.include(first);
    expect(first.offsetHeight).to.be.greaterThan(0);

    await waitFor(() => el.shadowRoot!.querySelector('[part~=count]'), 4000, 'read');
    expect(ids(el)).to.deep.equal(['71', '72']);
    expect(part(el, 'count').textContent).to.equal('2 комментария');
    expect(comment(el, '71').querySelector('[part~=message]')!.textContent).to.equal(
      'Комментарий, отрисованный сервером.',
    );
    expect(comment(el, '71').querySelector('#comment-72 > h3')!.textContent).to.equal('Аноним');
    expect(sent('/comments/list/1024')).to.have.length(0);
    // The page's own nodes stay where they were (enhanced, not replaced), no longer displayed.
    expect(first.parentElement).to.equal(el);
    expect(first.querySelector('.biz-comment__message')!.textContent).to.equal(
      'Комментарий, отрисованный сервером.',
    );
    expect(el.shadowRoot!.querySelector('slot')).to.equal(null);
    expect(first.offsetHeight).to.equal(0);
    await accessible(el);
  });

  it('with the sanitizer already loaded, renders in its first pass', async () => {
    await import('../../elements/biz-comments/biz-comments.ts');
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('biz-comments');
    el.setAttribute('article-id', '1024');
    el.append(commentNode({ 'comment-id': 5, timestamp: 1760000000 }, 'Сразу.'));
    box.append(el);
    await waitFor(() => el.shadowRoot!.querySelector('[part~=comment]'), 1000, 'first pass');
    expect(el.shadowRoot!.querySelector('slot')).to.equal(null);
    expect(sent('/comments/list/1024')).to.have.length(0);
  });
});
