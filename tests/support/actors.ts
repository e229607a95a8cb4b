import type { Actor } from '../../application/actor.js';

/** Who calls a use case: the signed-in account's id and role. */
export const asAdmin = (id = 'a'.repeat(24)): Actor => ({ id, role: 'admin' });
export const asStudent = (id: string): Actor => ({ id, role: 'student' });
export const asCompany = (id: string): Actor => ({ id, role: 'company' });
export const asCoordinator = (id: string): Actor => ({ id, role: 'coordinator' });
