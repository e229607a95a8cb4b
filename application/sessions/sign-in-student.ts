import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import type { Student } from '../../domain/student.js';
import { type AppError, unverified } from '../errors.js';
import type { StudentRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { must, refuse, useCase } from '../task.js';
import { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

/**
 * A student signs in with e-mail and password. An unconfirmed e-mail is refused with code:11002,
 * but only once the password matched, so the refusal tells nothing to someone without it.
 */
export class SignInStudent {
  static readonly needs = ['students', CredentialCheck, 'tokens'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: SignInForm): TaskEither<AppError, SignedIn<Student>> {
    return useCase(async () => {
      const account = await must(
        this.credentials.signIn(validateSignIn(form), ({ email }) => this.students.findByEmail(email)),
      );
      if (!account.emailConfirmed) return refuse(unverified());
      const token = this.tokens.issue({ sub: account.id, role: 'student', ver: account.sessionVersion });
      return { account, role: 'student', token };
    });
  }
}
