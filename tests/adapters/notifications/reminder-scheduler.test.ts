import { expect } from 'chai';
import { ReminderScheduler } from '../../../adapters/notifications/reminder-scheduler.js';

/** A task that counts its runs and finishes only when told. */
const heldTask = () => {
  let runs = 0;
  let finish: () => void = () => undefined;
  return {
    task: () => {
      runs += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    },
    runs: () => runs,
    finish: () => finish(),
  };
};

describe('ReminderScheduler', () => {
  const HOUR = 3_600_000;

  it('looks once as soon as it starts, then waits for its timer', async () => {
    const held = heldTask();
    const scheduler = new ReminderScheduler(held.task, HOUR);

    scheduler.start();
    scheduler.start();
    held.finish();
    await scheduler.stop();

    expect(held.runs()).to.equal(1);
  });

  it('runs one look at a time: asking while one is under way answers that one', async () => {
    const held = heldTask();
    const scheduler = new ReminderScheduler(held.task, HOUR);

    const first = scheduler.runNow();
    const second = scheduler.runNow();
    expect(second).to.equal(first);
    held.finish();
    await first;
    const third = scheduler.runNow();
    held.finish();
    await third;

    expect(held.runs()).to.equal(2);
  });

  it('stops only once the look under way is done', async () => {
    const held = heldTask();
    const scheduler = new ReminderScheduler(held.task, HOUR);
    scheduler.start();
    let stopped = false;

    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).to.equal(false);
    held.finish();
    await stopping;

    expect(stopped).to.equal(true);
  });

  it('tells of a look that failed, and keeps looking', async () => {
    let runs = 0;
    const failures: unknown[] = [];
    const failure = new Error('the store is away');
    const scheduler = new ReminderScheduler(
      async () => {
        runs += 1;
        if (runs === 1) throw failure;
      },
      HOUR,
      (error) => failures.push(error),
    );

    await scheduler.runNow();
    await scheduler.runNow();

    expect(runs).to.equal(2);
    expect(failures).to.deep.equal([failure]);
  });
});
