import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { COMPANY_PANEL_MESSAGES, panelNameTaken } from '../../domain/company-panels.js';
import { type Panel, validateAddPanel } from '../../domain/panel.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, validation } from '../errors.js';
import { announce, panelAdded } from '../fair-events.js';
import { findCompany } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { CompanyRepository, PanelRepository } from '../ports/persistence.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import { attempt } from '../task.js';

export interface CreatePanelForm {
  /** The id of the company the panel belongs to. */
  readonly company: string;
  readonly panelName: string;
}

/** A coordinator adds an interview panel to its own company (POST /panel/create). */
export class CreatePanel {
  constructor(
    private readonly panels: PanelRepository,
    private readonly companies: CompanyRepository,
    private readonly companyOfActor: CompanyOfActor,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, form: CreatePanelForm): TE.TaskEither<AppError, Panel> {
    return pipe(
      this.companyOfActor.require(actor, form.company),
      TE.chain((companyId) => findCompany(this.companies, companyId)),
      TE.chain((company) =>
        pipe(
          TE.fromEither(validateAddPanel(form)),
          TE.mapLeft(validation),
          TE.map(({ panelName }) => ({
            id: this.ids.next(),
            panelName,
            companyId: company.id,
            createdAt: this.clock.now(),
          })),
        ),
      ),
      TE.chain((panel) => this.addUnlessNameTaken(panel)),
      TE.chainFirst((panel) => announce(this.events, panelAdded(panel))),
    );
  }

  /**
   * The store has no unique index over a company's panel names, so two coordinators of one company
   * adding the same name at the same instant could both pass this check (docs/fair-operations.md).
   */
  private addUnlessNameTaken(panel: Panel): TE.TaskEither<AppError, Panel> {
    return pipe(
      attempt(() => this.panels.listByCompany(panel.companyId)),
      TE.chain((existing) =>
        panelNameTaken(existing, panel.panelName)
          ? TE.left(conflict(COMPANY_PANEL_MESSAGES.nameTaken))
          : TE.right(panel),
      ),
      TE.chain(() => attempt(() => this.panels.add(panel))),
      TE.map(() => panel),
    );
  }
}
