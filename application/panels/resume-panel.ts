import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type Panel, resumePanel } from '../../domain/panel.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { PauseChange } from './pause-panel.js';

/** A coordinator resumes one of its company's paused panels (POST /panel/resume/{id}); its queue is told at once. */
export class ResumePanel extends PauseChange {
  execute(actor: Actor, panelId: string): TaskEither<AppError, Panel> {
    return this.change(actor, panelId, 'panel.resumed', resumePanel);
  }
}
