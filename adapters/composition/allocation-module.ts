import { ContainerModule } from 'inversify';
import { AllocateInterviews } from '../../application/allocation/allocate-interviews.js';
import { allocationApplied } from '../../application/allocation/allocation-audit.js';
import { PromoteOnFreedPlace } from '../../application/allocation/promote-on-freed-place.js';
import { PromoteFromReserve } from '../../application/allocation/promote-from-reserve.js';
import { GetFairSettings } from '../../application/fair-settings/get-fair-settings.js';
import { GetSelectionWindow } from '../../application/fair-settings/get-selection-window.js';
import { fairSettingsSaved } from '../../application/fair-settings/fair-settings-audit.js';
import { SaveFairSettings } from '../../application/fair-settings/save-fair-settings.js';
import { bindAuditedUseCase, bindUseCase } from './bind-use-case.js';
import { PORTS, REACTIONS } from './tokens.js';

/** The fair's settings, the automatic allocation and its reserve lists (docs/allocation.md). */
export const allocationModule = new ContainerModule(({ bind }) => {
  const {
    allocation,
    clock,
    companies,
    events,
    fairSettings,
    ids,
    interviews,
    mailer,
    notifications,
    reserveLists,
    settings,
    students,
  } = PORTS;
  bindUseCase(bind, GetFairSettings, [fairSettings]);
  bindAuditedUseCase(bind, SaveFairSettings, [fairSettings], fairSettingsSaved);
  bindUseCase(bind, GetSelectionWindow, [fairSettings, clock]);
  bindAuditedUseCase(
    bind,
    AllocateInterviews,
    [students, companies, interviews, reserveLists, ids, clock, events, allocation],
    allocationApplied,
  );
  bindUseCase(bind, PromoteFromReserve, [
    students,
    companies,
    interviews,
    reserveLists,
    notifications,
    ids,
    clock,
    events,
    mailer,
    settings,
    allocation,
  ]);
  bind(REACTIONS).toResolvedValue(
    (promote: PromoteFromReserve) => new PromoteOnFreedPlace(promote),
    [PromoteFromReserve],
  );
});
