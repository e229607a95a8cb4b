import type { Clock } from '../../application/ports/system.js';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
