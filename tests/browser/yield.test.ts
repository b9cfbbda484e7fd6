import { expect } from '@open-wc/testing';
import { afterYield } from '../../src/element/yield.ts';

/**
 * Runs `steps` steps one after another, each in the task afterYield gives it, while the page
 * posts itself a message after the first step was asked for; resolves to what happened, in order.
 */
function chainWithPageMessage(steps: number): Promise<string[]> {
  const log: string[] = [];
  return new Promise((done) => {
    let step = 0;
    const next = () => {
      log.push(`step ${step}`);
      if (++step < steps) afterYield(next);
      else done(log);
    };
    afterYield(next);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      log.push('page message');
      channel.port1.close();
    };
    channel.port2.postMessage(0);
  });
}

describe('afterYield', () => {
  it("lets the page's own tasks run between the steps of a long piece of work", async () => {
    // A long list's read is such a chain: the page's timers and messages (and the runtime's
    // scheduled renders) must not wait until it ends.
    const log = await chainWithPageMessage(20);
    expect(log).to.include('page message');
    expect(log.indexOf('page message')).to.be.below(log.indexOf('step 19'));
  });

  it('never calls a cancelled step, and the steps after it still run', async () => {
    const calls: string[] = [];
    const cancel = afterYield(() => calls.push('cancelled'));
    cancel();
    await new Promise<void>((resolve) => afterYield(resolve));
    await new Promise<void>((resolve) => afterYield(resolve));
    calls.push('after');
    expect(calls).to.deep.equal(['after']);
  });
});
