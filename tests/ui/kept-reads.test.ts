import { expect } from 'chai';
import { forgetKeptReads, keepRead, keptRead, ownerOf, type KeyValueStore } from '../../ui/src/offline/kept-reads.js';

/** Web Storage over a Map, as the browser's local and session storage behave. */
class MapStorage implements KeyValueStore {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
}

const at = new Date('2026-03-01T08:42:00.000Z');
const interviews = [{ _id: 'a', panelQueue: 3 }];

describe('reads kept for offline', () => {
  it('gives back what a session read, with the time it was read', () => {
    const store = new MapStorage();
    keepRead(store, 'owner-1', 'student-interviews', interviews, at);

    expect(keptRead(store, 'owner-1', 'student-interviews')).to.deep.equal({ data: interviews, at });
    expect(keptRead(store, 'owner-1', 'check-in-code')).to.equal(null);
  });

  it("never shows one session's reads to another signed in on the same browser", () => {
    const store = new MapStorage();
    keepRead(store, ownerOf('header.payload.signature-of-the-first-session'), 'check-in-code', { code: 'X' }, at);

    expect(keptRead(store, ownerOf('header.payload.signature-of-another-session'), 'check-in-code')).to.equal(null);
  });

  it('keeps of the token only its end, which is no token', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
    expect(ownerOf(token)).to.have.length(16);
    expect(token.endsWith(ownerOf(token))).to.equal(true);
  });

  it('forgets every kept read on logout and leaves the rest of the storage alone', () => {
    const store = new MapStorage();
    store.setItem('token', 'abc');
    keepRead(store, 'o', 'profile', { name: 'A' }, at);
    keepRead(store, 'o', 'student-interviews', interviews, at);

    forgetKeptReads(store);

    expect([store.length, store.getItem('token')]).to.deep.equal([1, 'abc']);
  });

  it('reads a damaged record as nothing kept, and a full storage as nothing written', () => {
    const store = new MapStorage();
    store.setItem('offline-read:profile', '{not json');
    expect(keptRead(store, 'o', 'profile')).to.equal(null);

    const full: KeyValueStore = Object.assign(new MapStorage(), {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    expect(() => keepRead(full, 'o', 'profile', {}, at)).not.to.throw();
  });
});
