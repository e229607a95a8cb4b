import { expect } from 'chai';
import { Container, type ContainerModule } from 'inversify';
import type { Clock } from '../../../application/ports/system.js';
import type { Reaction, Reply } from '../../../application/reactions/reaction.js';
import { Needs } from '../../../application/needs.js';
import { areaModule } from '../../../adapters/composition/area-module.js';
import { PORTS, REACTIONS } from '../../../adapters/composition/tokens.js';

/*
 * What the compiler holds here is checked by npm run typecheck: each `@ts-expect-error` marks an
 * area that must not compile, and fails the typecheck the day it compiles.
 */

class TellTime extends Needs(['clock']) {
  now(): Date {
    return this.deps.clock.now();
  }
}

class TellTimeTwice extends Needs([], { tell: TellTime }) {
  both(): [Date, Date] {
    return [this.deps.tell.now(), this.deps.tell.now()];
  }
}

class NeedsTheWrongPort {
  static readonly needs = ['ids'] as const;
  static readonly uses = {};
  constructor(readonly deps: { readonly clock: Clock }) {}
}

class DeclaresNothing {
  constructor(readonly deps: { readonly clock: Clock }) {}
}

class TimeOnEveryEvent extends Needs([], { tell: TellTime }) implements Reaction {
  readonly hears = ['interview.moved'] as const;
  readonly failure = 'telling the time failed';
  replyTo(): Reply | null {
    return null;
  }
}

const clock: Clock = { now: () => new Date('2026-03-14T09:00:00Z') };

const containerOf = (area: ContainerModule) => {
  const container = new Container();
  container.bind(PORTS.clock).toConstantValue(clock);
  container.load(area);
  return container;
};

describe('An area of the portal, as its classes declare it', () => {
  it('binds each use case once, built from the ports and use cases its class declares it needs', () => {
    const container = containerOf(areaModule({ useCases: [TellTime, TellTimeTwice] }));
    expect(container.get(TellTimeTwice).both()).to.deep.equal([clock.now(), clock.now()]);
    expect(container.get(TellTime)).to.equal(container.get(TellTime));
  });

  it('binds its reactions under the one identifier the server starts them from', () => {
    const container = containerOf(areaModule({ useCases: [TellTime], reactions: [TimeOnEveryEvent] }));
    expect(container.getAll(REACTIONS).map((reaction) => reaction.failure)).to.deep.equal(['telling the time failed']);
  });

  it('does not compile a use case whose needs do not match its constructor, or that declares none', () => {
    // @ts-expect-error the clock is asked for, the ids are declared
    areaModule({ useCases: [NeedsTheWrongPort] });
    // @ts-expect-error no needs declared
    areaModule({ useCases: [DeclaresNothing] });
    // @ts-expect-error a use case is not a reaction
    areaModule({ useCases: [TellTime], reactions: [TellTimeTwice] });
  });
});
