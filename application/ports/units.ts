/**
 * All-or-nothing units of work (docs/architecture.md, "Units of work"). A use case that changes
 * several documents together runs those changes in one unit: either every write of the unit is
 * kept, or, when the work throws, none is, and the events it published are heard by nobody.
 * Events published inside a unit are heard once it has kept its writes, never before. A unit asked
 * for inside another joins it. On MongoDB a unit that meets a conflict with another server's write
 * is run again from the start, so its work writes only through the store and the event feed.
 */
export interface UnitOfWork {
  allOrNothing<T>(work: () => Promise<T>): Promise<T>;
}
