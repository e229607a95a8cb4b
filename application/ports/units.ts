/**
 * All-or-nothing units of work (docs/architecture.md, "Units of work"). A use case that changes
 * several documents together runs those changes in one unit: either every write of the unit is
 * kept, or, when the work throws, none is, and the events it published are heard by nobody.
 * Events published inside a unit are heard once it has kept its writes, never before. A unit asked
 * for inside another joins it. On MongoDB a unit that meets a conflict with another server's write
 * is run again from the start, so its work writes only through the store and the event feed.
 */
export interface UnitOfWork {
  allOrNothing<T>(work: () => Promise<T>, writes?: UnitWrites): Promise<T>;
}

/**
 * What the work writes: `'one'` when it writes one document at most (a status move, a check-in),
 * which a store may run more cheaply (the embedded store keeps no undo journal on disk for it, as one
 * write of one document is kept whole or not at all); a second write then fails the unit, undone.
 * `'several'` (the default) for anything else. A unit joining another takes the other's.
 */
export type UnitWrites = 'one' | 'several';
