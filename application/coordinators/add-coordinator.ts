import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type AddCoordinatorForm, type Coordinator, validateAddCoordinator } from '../../domain/coordinator.js';
import { type AppError, validation } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import type { CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import { attempt, attemptUnique, required } from '../task.js';
import type { CoordinatorAccount } from './coordinator-account.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';

export const COORDINATOR_EMAIL_TAKEN = 'A coordinator with this email already exists';

/** An administrator adds a coordinator bound to one company (spec §7 POST /coordinator/create). */
export class AddCoordinator {
  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
    private readonly passwords: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute(form: AddCoordinatorForm): TE.TaskEither<AppError, CoordinatorAccount> {
    return pipe(
      TE.fromEither(validateAddCoordinator(form)),
      TE.mapLeft(validation),
      TE.chain((valid) =>
        pipe(
          attempt(() => this.companies.findById(valid.companyId)),
          // Shown on the form's company field: the company chosen no longer exists.
          TE.chain(required(validation([{ field: 'company', message: NOT_FOUND_MESSAGES.company }]))),
          TE.chain((company) =>
            pipe(
              attempt(async (): Promise<Coordinator> => ({
                id: this.ids.next(),
                email: valid.email,
                name: valid.name,
                contactNumber: valid.contactNumber,
                companyId: company.id,
                passwordHash: await this.passwords.hash(valid.password),
                sessionVersion: FIRST_SESSION_VERSION,
                createdAt: this.clock.now(),
              })),
              TE.chain((coordinator) =>
                attemptUnique(
                  async () => {
                    await this.coordinators.add(coordinator);
                    return { coordinator, company };
                  },
                  { email: COORDINATOR_EMAIL_TAKEN },
                ),
              ),
            ),
          ),
        ),
      ),
    );
  }
}
