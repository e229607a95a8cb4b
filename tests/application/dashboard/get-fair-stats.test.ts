import { expect } from 'chai';
import { ExportFairStats } from '../../../application/dashboard/export-fair-stats.js';
import { GetFairStats } from '../../../application/dashboard/get-fair-stats.js';
import { ExcelJsSpreadsheetWriter } from '../../../adapters/documents/exceljs-spreadsheet-writer.js';
import type { CompanyTally } from '../../../domain/fair-stats.js';
import { aSelection, aSelectionEntry } from '../../support/builders.js';
import { readSheet, written } from '../../support/downloads-readers.js';
import { freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 2, 1, hour, minute));

describe("The organizer's dashboard (GetFairStats, ExportFairStats)", () => {
  const world = freshFairWorld();
  const getFairStats = () => world().use(GetFairStats);

  /** Two students chose Acme; two interviews held on one panel (waits 10 and 30 min, lengths 20 and 40), one ongoing, one waiting. */
  const aDayOfInterviews = async () => {
    const company = await world().company({ companyName: 'Acme', numberOfInterviews: 5 });
    const panel = await world().panelOf(company, { panelName: 'Main' });
    const on = { panelId: panel.id };
    const choosing = () => world().student({ selection: aSelection([aSelectionEntry({ companyId: company.id })]) });
    const held = (start: number, wait: number, length: number) => [
      { status: 'assigned' as const, at: at(4, start) },
      { status: 'ongoing' as const, at: at(4, start + wait) },
      { status: 'finished' as const, at: at(4, start + wait + length) },
    ];
    await world().interview(await choosing(), company, { ...on, status: 'finished', history: held(0, 10, 20) });
    await world().interview(await choosing(), company, { ...on, status: 'finished', history: held(0, 30, 40) });
    const current = await world().student({ fullName: 'Kasun Perera' });
    await world().interview(current, company, {
      ...on,
      status: 'ongoing',
      queue: 3,
      history: [
        { status: 'assigned', at: at(4, 0) },
        { status: 'ongoing', at: at(5, 20) },
      ],
    });
    await world().interview(await world().student(), company, { ...on, status: 'assigned', queue: 4 });
    return { company, panel, current };
  };

  it('answers every figure from the stored records, naming the student in the current interview', async () => {
    const { company, panel, current } = await aDayOfInterviews();

    const stats = await succeeds(getFairStats().execute());

    expect(stats.companies).to.deep.equal([
      {
        companyId: company.id,
        companyName: 'Acme',
        demand: 2,
        interviews: 4,
        places: 5,
        fillRate: 0.8,
        walkIns: 0,
        walkInsOpen: false,
      },
    ]);
    expect(stats.panels[0]).to.deep.include({
      panelId: panel.id,
      queueLength: 1,
      medianWaitMinutes: 30,
      medianLengthMinutes: 30,
      finished: 2,
    });
    expect(stats.panels[0]?.current).to.deep.include({ studentId: current.id, studentName: 'Kasun Perera' });
    // 04:30 and 05:10 UTC are 10:00 and 10:40 in Colombo.
    expect(stats.finishedPerHour).to.deep.equal([{ hour: '2026-03-01 10:00', finished: 2 }]);
  });

  it('makes again a tally stored when tallies listed every wait, length and finish time', async () => {
    const { company, panel } = await aDayOfInterviews();
    const listed = {
      companyId: company.id,
      interviews: 9,
      walkIns: 0,
      panels: [
        {
          panelId: panel.id,
          queueLength: 7,
          current: null,
          waits: [1],
          lengths: [1],
          noShows: 0,
          checkIns: 0,
          finished: 1,
        },
      ],
      finishes: [at(4, 0)],
    };
    await world().store.fairFigures.put(listed as unknown as CompanyTally);

    const stats = await succeeds(getFairStats().execute());

    expect(stats.companies[0]).to.deep.include({ interviews: 4 });
    expect(stats.panels[0]).to.deep.include({ queueLength: 1, medianWaitMinutes: 30, medianLengthMinutes: 30 });
    expect(stats.finishedPerHour).to.deep.equal([{ hour: '2026-03-01 10:00', finished: 2 }]);
  });

  it('writes the figures as a workbook of three sheets', async () => {
    await aDayOfInterviews();
    const workbook = await succeeds(
      world().use(ExportFairStats, { spreadsheets: new ExcelJsSpreadsheetWriter() }).execute(),
    );
    const bytes = await written((out) => workbook.write(out));

    const panels = await readSheet(bytes, 'Panels');
    expect(panels.names).to.deep.equal(['Companies', 'Panels', 'Finished per hour']);
    expect(panels.rows[1]).to.deep.equal(['Acme', 'Main', 1, 'Kasun Perera since Sun 1 Mar, 10:50', 30, 30, 2, 0, 0]);
    expect((await readSheet(bytes, 'Finished per hour')).rows).to.deep.equal([
      ['Hour (Asia/Colombo)', 'Finished'],
      // The hour that began at 10:00 on the fair's clock, as a date cell holds it.
      [new Date('2026-03-01T10:00:00.000Z'), 2],
    ]);
  });
});
