import { DEFAULT_FAIR_SETTINGS, type FairSettings } from '../../domain/fair-settings.js';
import { DEFAULT_OFFER_WINDOW } from '../../domain/reserve-offer.js';
import type { FairSettingsRepository } from '../../application/ports/persistence.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';

const FAIR = 'fair';

interface FairSettingsDocument extends Omit<FairSettings, 'offerHoursBeforeFair' | 'offerMinutesOnFairDay'> {
  readonly _id: typeof FAIR;
  // Settings saved before reserve offers had a window have none: the defaults hold.
  readonly offerHoursBeforeFair?: number;
  readonly offerMinutesOnFairDay?: number;
}

/** One document, `fair`, in the `settings` collection. */
export class DocumentFairSettingsRepository implements FairSettingsRepository {
  private constructor(private readonly settings: DocumentCollection<FairSettingsDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentFairSettingsRepository> {
    return new DocumentFairSettingsRepository(
      await database.collection<FairSettingsDocument>({ name: 'settings', indexes: [] }),
    );
  }

  async get(): Promise<FairSettings> {
    const stored = await this.settings.findOne({ _id: FAIR });
    if (stored === null) return DEFAULT_FAIR_SETTINGS;
    return {
      selectionOpensAt: stored.selectionOpensAt ?? null,
      selectionClosesAt: stored.selectionClosesAt ?? null,
      allowedEmailDomains: [...(stored.allowedEmailDomains ?? [])],
      // Settings saved before the fair had days have none: no time is bound to a day.
      fairDays: (stored.fairDays ?? []).map(({ date, opens, closes }) => ({ date, opens, closes })),
      offerHoursBeforeFair: stored.offerHoursBeforeFair ?? DEFAULT_OFFER_WINDOW.offerHoursBeforeFair,
      offerMinutesOnFairDay: stored.offerMinutesOnFairDay ?? DEFAULT_OFFER_WINDOW.offerMinutesOnFairDay,
    };
  }

  save(settings: FairSettings): Promise<void> {
    return this.settings.upsert({
      _id: FAIR,
      selectionOpensAt: settings.selectionOpensAt,
      selectionClosesAt: settings.selectionClosesAt,
      allowedEmailDomains: [...settings.allowedEmailDomains],
      fairDays: settings.fairDays.map(({ date, opens, closes }) => ({ date, opens, closes })),
      offerHoursBeforeFair: settings.offerHoursBeforeFair,
      offerMinutesOnFairDay: settings.offerMinutesOnFairDay,
    });
  }
}
