import { createHash, createHmac } from 'node:crypto';
import type { CheckInCodeMaker } from '../../application/ports/security.js';
import { base32, CHECK_IN_CODE_LENGTH, FAIR_TAG_LENGTH } from '../../domain/check-in-code.js';

/**
 * Check-in codes as HMAC-SHA256 under a key of this fair's, derived from the installation's secret
 * (JWT_SECRET or the one kept under DATA_DIR): the fair's tag is the MAC of a fixed label, the
 * student's part the MAC of their id. Without the key, neither can be made nor guessed.
 */
export class HmacCheckInCodes implements CheckInCodeMaker {
  private readonly key: Buffer;
  private readonly fairTag: string;

  constructor(installationSecret: string) {
    this.key = createHmac('sha256', installationSecret).update('career-fair check-in codes').digest();
    this.fairTag = this.mac('fair', FAIR_TAG_LENGTH);
  }

  codeOf(studentId: string): string {
    return this.fairTag + this.mac(`student:${studentId}`, CHECK_IN_CODE_LENGTH - FAIR_TAG_LENGTH);
  }

  isOfThisFair(code: string): boolean {
    return code.startsWith(this.fairTag);
  }

  rosterDigestOf(code: string): string {
    return createHash('sha256').update(code, 'utf8').digest('hex');
  }

  private mac(label: string, length: number): string {
    return base32(createHmac('sha256', this.key).update(label).digest(), length);
  }
}
