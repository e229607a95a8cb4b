import { expect } from 'chai';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { conflict, notFound } from '../../application/errors.js';
import { UniqueViolation } from '../../application/ports/persistence.js';
import { must, refuse, unique, useCase } from '../../application/task.js';

describe("A use case's one boundary (useCase)", () => {
  it('answers the value its body returns', async () => {
    expect(await useCase(async () => 42)()).to.deep.equal({ _tag: 'Right', right: 42 });
  });

  it('answers a refusal returned early with its own kind', async () => {
    const answer = await useCase(async () => refuse(notFound('Company not found')))();
    expect(answer).to.deep.equal({ _tag: 'Left', left: notFound('Company not found') });
  });

  it("keeps a step's typed failure, a Conflict staying a Conflict (must)", async () => {
    const answer = await useCase(async () => must(TE.left(conflict('Taken'))))();
    expect(answer).to.deep.equal({ _tag: 'Left', left: conflict('Taken') });
  });

  it('turns anything else thrown into one Unexpected failure carrying its cause', async () => {
    const failure = new Error('the store is down');
    const answer = await useCase(async () => {
      throw failure;
    })();
    expect(answer).to.deep.include({ _tag: 'Left' });
    expect(answer._tag === 'Left' && answer.left).to.deep.equal({
      kind: 'Unexpected',
      message: 'Internal error',
      cause: failure,
    });
  });

  it("refuses a write that breaks a unique index with that field's Conflict (unique)", async () => {
    const answer = await useCase(() =>
      unique(async () => Promise.reject(new UniqueViolation('email')), { email: 'This e-mail is taken' }),
    )();
    expect(answer).to.deep.equal({ _tag: 'Left', left: conflict('This e-mail is taken') });
  });
});
