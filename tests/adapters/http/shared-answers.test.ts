import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { type SharedAnswer, SharedAnswers } from '../../../adapters/http/shared-answers.js';
import { unexpected } from '../../../application/errors.js';

const answerOf = (body: string): SharedAnswer => ({ status: 200, body });

describe('answers the same for every caller', () => {
  it('are made once for each version, however many callers ask while it is being made', async () => {
    const shared = new SharedAnswers();
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return E.right(answerOf(`list ${made}`));
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => shared.answer('walk-ins@1', make)));
    expect(made).to.equal(1);
    expect(new Set(answers.map((answer) => E.isRight(answer) && answer.right.body))).to.deep.equal(new Set(['list 1']));
    expect(await shared.answer('walk-ins@1', make)).to.deep.equal(E.right(answerOf('list 1')));
  });

  it('are made again for a new version of what they show', async () => {
    const shared = new SharedAnswers();
    await shared.answer('walk-ins@1', async () => E.right(answerOf('before')));
    const after = await shared.answer('walk-ins@2', async () => E.right(answerOf('after')));
    expect(after).to.deep.equal(E.right(answerOf('after')));
  });

  it('keep no failure: the next caller has the answer made again', async () => {
    const shared = new SharedAnswers();
    const failed = await shared.answer('walk-ins@1', async () => E.left(unexpected(new Error('store down'))));
    expect(E.isLeft(failed)).to.equal(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await shared.answer('walk-ins@1', async () => E.right(answerOf('list')))).to.deep.equal(
      E.right(answerOf('list')),
    );
  });
});
