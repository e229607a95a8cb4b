import { expect } from 'chai';
import type { Store } from '../../../adapters/persistence/store.js';
import { anId } from '../../support/builders.js';
import { expectUniqueViolation } from './fresh-store.js';

interface AccountRecord {
  readonly id: string;
  readonly passwordHash: string;
  readonly sessionVersion: number;
}

/** What every kind's account repository does alike, and the lookups by what an account signs in with. */
interface AccountRepository<A> {
  add(account: A): Promise<void>;
  findById(id: string): Promise<A | null>;
  findByEmail?(email: string): Promise<A | null>;
  findByUsername?(username: string): Promise<A | null>;
  setPassword(id: string, passwordHash: string): Promise<number | null>;
  delete(id: string): Promise<boolean>;
}

/** One kind of account, as the shared part of its repository's contract reaches it. */
export interface AccountKind<A extends AccountRecord> {
  /** As test titles name one: 'admin', 'company'. */
  readonly name: string;
  readonly repository: 'admins' | 'coordinators' | 'companies' | 'students';
  readonly anAccount: (overrides?: Partial<A>) => A;
  /** The account whose every field is read back as added; `anAccount()` unless given. */
  readonly anAdded?: () => A;
  /** What the account signs in with. */
  readonly signIn: 'email' | 'username';
}

/**
 * The contract every account repository keeps, whatever the kind: an account is found by id and by
 * what it signs in with exactly as added, that sign-in name is unique, unknown ids and sign-in names
 * find nobody, a password change raises the session version, and an account is deleted once.
 */
export const accountRepositoryContract = <A extends AccountRecord>(store: () => Store, kind: AccountKind<A>): void => {
  const accounts = () => store()[kind.repository] as unknown as AccountRepository<A>;
  const findBySignIn = (value: string) =>
    kind.signIn === 'email' ? accounts().findByEmail?.(value) : accounts().findByUsername?.(value);

  const signInName = kind.signIn === 'email' ? 'e-mail' : 'username';
  const signInOf = (account: A) =>
    (account as unknown as Readonly<Record<AccountKind<A>['signIn'], string>>)[kind.signIn];

  it(`finds an added ${kind.name} by id and by ${signInName}, exactly as it was added`, async () => {
    const account = (kind.anAdded ?? kind.anAccount)();
    await accounts().add(account);

    expect(await accounts().findById(account.id)).to.deep.equal(account);
    expect(await findBySignIn(signInOf(account))).to.deep.equal(account);
  });

  it(`refuses a second ${kind.name} with the same ${signInName} with a UniqueViolation on ${kind.signIn}`, async () => {
    const first = kind.anAccount();
    await accounts().add(first);

    await expectUniqueViolation(
      accounts().add(kind.anAccount({ [kind.signIn]: signInOf(first) } as Partial<A>)),
      kind.signIn,
    );
  });

  it(`answers null for an unknown id or ${signInName}`, async () => {
    await accounts().add(kind.anAccount());

    expect(await accounts().findById(anId())).to.equal(null);
    expect(await findBySignIn(kind.signIn === 'email' ? 'nobody@fair.test' : 'nobody')).to.equal(null);
  });

  it(`sets a password raising the session version, and answers null for an unknown ${kind.name}`, async () => {
    const account = kind.anAccount();
    await accounts().add(account);

    expect(await accounts().setPassword(account.id, 'new-hash')).to.equal(1);
    expect(await accounts().findById(account.id)).to.deep.equal({
      ...account,
      passwordHash: 'new-hash',
      sessionVersion: 1,
    });
    expect(await accounts().setPassword(anId(), 'hash')).to.equal(null);
  });

  it(`deletes a ${kind.name} once: true the first time, false after and for an unknown id`, async () => {
    const account = kind.anAccount();
    await accounts().add(account);

    expect(await accounts().delete(account.id)).to.equal(true);
    expect(await accounts().delete(account.id)).to.equal(false);
    expect(await accounts().findById(account.id)).to.equal(null);
    expect(await accounts().delete(anId())).to.equal(false);
  });
};
