import { AllocateInterviews } from '../allocation/allocate-interviews.js';
import { AnswerReserveOffer } from '../allocation/answer-reserve-offer.js';
import { ExpireReserveOffers } from '../allocation/expire-reserve-offers.js';
import { ListReserveStanding } from '../allocation/list-reserve-standing.js';
import { OfferFreedPlace } from '../allocation/offer-freed-place.js';
import { PromoteFromReserve } from '../allocation/promote-from-reserve.js';
import { PromoteOnFreedPlace } from '../allocation/promote-on-freed-place.js';
import { GetFairDays } from '../fair-settings/get-fair-days.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { GetSelectionWindow } from '../fair-settings/get-selection-window.js';
import { SaveFairSettings } from '../fair-settings/save-fair-settings.js';

/** The fair's settings, the automatic allocation, its reserve lists and the places offered from them (docs/allocation.md). */
export const allocationArea = {
  useCases: [
    GetFairSettings,
    SaveFairSettings,
    GetFairDays,
    GetSelectionWindow,
    AllocateInterviews,
    OfferFreedPlace,
    PromoteFromReserve,
    AnswerReserveOffer,
    ExpireReserveOffers,
    ListReserveStanding,
  ],
  reactions: [PromoteOnFreedPlace],
} as const;
