import { ContainerModule } from 'inversify';
import { AllocateInterviews } from '../../application/allocation/allocate-interviews.js';
import { allocationApplied } from '../../application/allocation/allocation-audit.js';
import { PromoteOnFreedPlace } from '../../application/allocation/promote-on-freed-place.js';
import { PromoteFromReserve } from '../../application/allocation/promote-from-reserve.js';
import { GetFairSettings } from '../../application/fair-settings/get-fair-settings.js';
import { GetSelectionWindow } from '../../application/fair-settings/get-selection-window.js';
import { fairSettingsSaved } from '../../application/fair-settings/fair-settings-audit.js';
import { SaveFairSettings } from '../../application/fair-settings/save-fair-settings.js';
import { bindersOf } from './bind-use-case.js';

/** The fair's settings, the automatic allocation and its reserve lists (docs/allocation.md). */
export const allocationModule = new ContainerModule(({ bind }) => {
  const { audited, reaction, useCase } = bindersOf(bind);
  useCase(GetFairSettings, 'fairSettings');
  audited(SaveFairSettings, fairSettingsSaved, 'fairSettings');
  useCase(GetSelectionWindow, 'fairSettings', 'clock');
  audited(
    AllocateInterviews,
    allocationApplied,
    'students',
    'companies',
    'interviews',
    'reserveLists',
    'ids',
    'clock',
    'events',
    'allocation',
  );
  useCase(
    PromoteFromReserve,
    'students',
    'companies',
    'interviews',
    'reserveLists',
    'notifications',
    'ids',
    'clock',
    'events',
    'mailer',
    'settings',
    'allocation',
  );
  reaction(PromoteOnFreedPlace, PromoteFromReserve);
});
