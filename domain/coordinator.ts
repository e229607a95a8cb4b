/** A coordinator is bound to exactly one company. */
export interface Coordinator {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly contactNumber: string;
  readonly companyId: string;
  readonly passwordHash: string;
  readonly createdAt: Date;
}
