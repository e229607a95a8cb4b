import type { StoredFairSettings } from '../../domain/fair-settings.js';
import type { ScheduleRules } from '../../domain/interview-schedule.js';
import { DEFAULT_OFFER_WINDOW } from '../../domain/reserve-offer.js';
import { DEFAULT_STRIKE_LENGTH } from '../../domain/strike.js';
import { DEFAULT_DATA_RETENTION } from '../../domain/student-data.js';
import type { FairSettingsRepository } from '../../application/ports/persistence.js';
import type { DocumentCollection, DocumentDatabase } from './collection.js';

const FAIR = 'fair';

interface FairSettingsDocument extends Omit<
  StoredFairSettings,
  'offerHoursBeforeFair' | 'offerMinutesOnFairDay' | 'strikeDays' | 'retentionDays' | 'cvDownloadDays'
> {
  readonly _id: typeof FAIR;
  // Settings saved before reserve offers had a window, or the data a retention, have none: the defaults hold.
  readonly offerHoursBeforeFair?: number;
  readonly offerMinutesOnFairDay?: number;
  // Nor, before no-shows gave strikes, a strike length.
  readonly strikeDays?: number;
  readonly retentionDays?: number;
  readonly cvDownloadDays?: number;
}

/** The interview length and buffer where they are set, nothing where they are not. */
const scheduleRulesOf = ({ interviewMinutes, bufferMinutes }: Partial<ScheduleRules>) => ({
  ...(typeof interviewMinutes === 'number' ? { interviewMinutes } : {}),
  ...(typeof bufferMinutes === 'number' ? { bufferMinutes } : {}),
});

/** One document, `fair`, in the `settings` collection. */
export class DocumentFairSettingsRepository implements FairSettingsRepository {
  private constructor(private readonly settings: DocumentCollection<FairSettingsDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentFairSettingsRepository> {
    return new DocumentFairSettingsRepository(
      await database.collection<FairSettingsDocument>({ name: 'settings', indexes: [] }),
    );
  }

  async get(): Promise<StoredFairSettings> {
    // Nothing saved yet reads as an empty document: no window, any domain, no days, no length nor buffer.
    const stored: Partial<FairSettingsDocument> = (await this.settings.findOne({ _id: FAIR })) ?? {};
    return {
      selectionOpensAt: stored.selectionOpensAt ?? null,
      selectionClosesAt: stored.selectionClosesAt ?? null,
      allowedEmailDomains: [...(stored.allowedEmailDomains ?? [])],
      // Settings saved before the fair had days have none: no time is bound to a day.
      fairDays: (stored.fairDays ?? []).map(({ date, opens, closes }) => ({ date, opens, closes })),
      // Nor, before the fair kept them, an interview length and buffer: the installation's hold.
      ...scheduleRulesOf(stored),
      offerHoursBeforeFair: stored.offerHoursBeforeFair ?? DEFAULT_OFFER_WINDOW.offerHoursBeforeFair,
      offerMinutesOnFairDay: stored.offerMinutesOnFairDay ?? DEFAULT_OFFER_WINDOW.offerMinutesOnFairDay,
      strikeDays: stored.strikeDays ?? DEFAULT_STRIKE_LENGTH.strikeDays,
      retentionDays: stored.retentionDays ?? DEFAULT_DATA_RETENTION.retentionDays,
      cvDownloadDays: stored.cvDownloadDays ?? DEFAULT_DATA_RETENTION.cvDownloadDays,
    };
  }

  save(settings: StoredFairSettings): Promise<void> {
    return this.settings.upsert({
      _id: FAIR,
      selectionOpensAt: settings.selectionOpensAt,
      selectionClosesAt: settings.selectionClosesAt,
      allowedEmailDomains: [...settings.allowedEmailDomains],
      fairDays: settings.fairDays.map(({ date, opens, closes }) => ({ date, opens, closes })),
      ...scheduleRulesOf(settings),
      offerHoursBeforeFair: settings.offerHoursBeforeFair,
      offerMinutesOnFairDay: settings.offerMinutesOnFairDay,
      strikeDays: settings.strikeDays,
      retentionDays: settings.retentionDays,
      cvDownloadDays: settings.cvDownloadDays,
    });
  }
}
