/**
 * A flush (such as an fsync of a directory) shared by everyone who asks for one at about the same
 * time, as a database's group commit: each caller resolves only once a flush that began after it
 * asked has finished, so whatever it wrote before asking is covered. While one flush runs, every
 * caller that asks meanwhile waits for the single next one, instead of one flush each.
 */
export const sharedFlush = (flush: () => Promise<void>): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const flushing = flush().finally(() => {
      if (running === flushing) running = null;
    });
    running = flushing;
    return flushing;
  };
  return () => {
    if (running === null) return start();
    // The flush under way may have begun before this caller's writes: it waits for the one after.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
};
