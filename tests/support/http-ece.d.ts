/** The part of http_ece (Encrypted Content-Encoding, RFC 8188) the test push service uses to read what it receives. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    readonly version: 'aes128gcm';
    /** The receiver's private key; the sender's public key comes in the message's header (RFC 8291). */
    readonly privateKey: ECDH;
    readonly authSecret: string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
