import 'server-only';
import crypto from 'node:crypto';

/** An encrypted file as stored: a 12-byte nonce, the 16-byte GCM tag, then the ciphertext. */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export type Sealed = { keyId: string | null; content: Uint8Array };

export class FileKeyError extends Error {
  override name = 'FileKeyError';
}

/** A key's public name: the first 16 hex digits of its SHA-256, stored beside each file it sealed. */
function keyFingerprint(key: Buffer): string {
  return crypto.createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * CVs at rest with AES-256-GCM: a fresh nonce per file, the tag checked on every read, so a wrong key or
 * a damaged row is an error and never a corrupt file. The current key seals; it and the previous one open.
 */
export class FileCipher {
  private readonly keys = new Map<string, Buffer>();
  private readonly current: { id: string; key: Buffer } | undefined;

  constructor(current: string | undefined, previous?: string) {
    for (const encoded of [current, previous]) {
      if (!encoded) continue;
      const key = Buffer.from(encoded, 'base64');
      if (key.length !== 32) throw new FileKeyError('An encryption key must be 32 bytes in base64');
      this.keys.set(keyFingerprint(key), key);
    }
    if (current) {
      const key = Buffer.from(current, 'base64');
      this.current = { id: keyFingerprint(key), key };
    }
  }

  /** The fingerprint new files are sealed with; undefined when files are stored as they came. */
  get currentKeyId(): string | undefined {
    return this.current?.id;
  }

  seal(content: Uint8Array): Sealed {
    if (!this.current) return { keyId: null, content };
    const nonce = crypto.randomBytes(NONCE_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.current.key, nonce);
    const encrypted = Buffer.concat([cipher.update(content), cipher.final()]);
    return { keyId: this.current.id, content: Buffer.concat([nonce, cipher.getAuthTag(), encrypted]) };
  }

  open({ keyId, content }: Sealed): Uint8Array {
    if (!keyId) return content;
    const key = this.keys.get(keyId);
    if (!key) {
      throw new FileKeyError(
        `A stored file is encrypted with key ${keyId}, which is neither LEADS_ENCRYPTION_KEY nor LEADS_ENCRYPTION_KEY_PREVIOUS`,
      );
    }
    const data = Buffer.from(content);
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, data.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(data.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(data.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
    } catch {
      throw new FileKeyError(`A stored file did not decrypt with key ${keyId}: the key is wrong or the file damaged`);
    }
  }
}
