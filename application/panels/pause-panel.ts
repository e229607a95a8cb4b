import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { QueueEvent } from '../../domain/fair-event.js';
import { waitingQueue } from '../../domain/fair-notifications.js';
import { type Panel, pausePanel, type PauseRefusal } from '../../domain/panel.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, validation } from '../errors.js';
import { announce } from '../fair-events.js';
import { findPanel } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';

export const PAUSED_MEANWHILE = 'This panel was paused or resumed a moment ago: look at it again';

/**
 * Pausing or resuming one of the actor's company's panels, as `decide` says at this instant: a
 * refusal changes nothing; a change is stored only if the panel is still as it was read, then told
 * to the company's screens and to the students waiting in the panel's queue.
 */
export abstract class PauseChange extends Needs(['panels', 'interviews', 'clock', 'events', 'units'], {
  companyOfActor: CompanyOfActor,
}) {
  protected change(
    actor: Actor,
    panelId: string,
    kind: QueueEvent['kind'],
    decide: (panel: Panel, now: Date) => Either<PauseRefusal, Panel>,
  ): TaskEither<AppError, Panel> {
    return useCase(async () => {
      const panel = await must(findPanel(this.deps.panels, panelId));
      await must(this.deps.companyOfActor.require(actor, panel.companyId));
      const decided = decide(panel, this.deps.clock.now());
      if (E.isLeft(decided)) {
        const { field, message } = decided.left;
        return refuse(field === 'panel' ? conflict(message) : validation([{ field, message }]));
      }
      return this.deps.units.allOrNothing(async () => {
        const stored = await this.deps.panels.setPause(panel.id, decided.right.pause ?? null);
        if (stored === null) return refuse(conflict(PAUSED_MEANWHILE));
        const waiting = waitingQueue(
          await this.deps.interviews.list({ panelId: panel.id, status: ['assigned', 'ongoing'] }),
        );
        const event: QueueEvent = {
          kind,
          panelId: panel.id,
          companyId: panel.companyId,
          studentIds: waiting.map((interview) => interview.studentId),
        };
        await must(announce(this.deps.events, event));
        return stored;
      }, 'one');
    });
  }
}

/**
 * A coordinator pauses one of its company's panels (POST /panel/pause/{id}) with a reason and the
 * time it is expected back: those waiting in its queue see it at once, with waits that count it.
 */
export class PausePanel extends PauseChange {
  execute(
    actor: Actor,
    panelId: string,
    form: { readonly reason: string; readonly backAt: Date },
  ): TaskEither<AppError, Panel> {
    return this.change(actor, panelId, 'panel.paused', (panel, now) => pausePanel(panel, form, now));
  }
}
