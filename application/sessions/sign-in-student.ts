import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import type { Student } from '../../domain/student.js';
import { type AppError, unverified, validation } from '../errors.js';
import type { StudentRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { attempt } from '../task.js';
import type { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

/**
 * A student signs in with e-mail and password. An unconfirmed e-mail is refused with code:11002,
 * but only once the password matched, so the refusal tells nothing to someone without it.
 */
export class SignInStudent {
  constructor(
    private readonly students: StudentRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: SignInForm): TE.TaskEither<AppError, SignedIn<Student>> {
    return pipe(
      TE.fromEither(validateSignIn(form)),
      TE.mapLeft(validation),
      TE.chain((valid) =>
        pipe(
          attempt(() => this.students.findByEmail(valid.email)),
          TE.chain((student) => this.credentials.check(student, valid.password)),
        ),
      ),
      TE.chain((student) => (student.emailConfirmed ? TE.right(student) : TE.left(unverified()))),
      TE.map((account) => ({
        account,
        role: 'student' as const,
        token: this.tokens.issue({ sub: account.id, role: 'student', ver: account.sessionVersion }),
      })),
    );
  }
}
