import { AllocateInterviews } from '../allocation/allocate-interviews.js';
import { PromoteFromReserve } from '../allocation/promote-from-reserve.js';
import { PromoteOnFreedPlace } from '../allocation/promote-on-freed-place.js';
import { GetFairDays } from '../fair-settings/get-fair-days.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { GetSelectionWindow } from '../fair-settings/get-selection-window.js';
import { SaveFairSettings } from '../fair-settings/save-fair-settings.js';

/** The fair's settings, the automatic allocation and its reserve lists (docs/allocation.md). */
export const allocationArea = {
  useCases: [
    GetFairSettings,
    SaveFairSettings,
    GetFairDays,
    GetSelectionWindow,
    AllocateInterviews,
    PromoteFromReserve,
  ],
  reactions: [PromoteOnFreedPlace],
} as const;
