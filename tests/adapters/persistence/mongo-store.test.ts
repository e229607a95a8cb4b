import { expect } from 'chai';
import { MongoServerError } from 'mongodb';
import { UniqueViolation } from '../../../application/ports/persistence.js';
import type { CollectionSpec } from '../../../adapters/persistence/collection.js';
import { uniqueViolationOf } from '../../../adapters/persistence/mongo-database.js';
import { databaseNameIn, DEFAULT_DATABASE_NAME } from '../../../adapters/persistence/mongo-store.js';
import { directly } from './mongo-server.js';

// What the MongoDB adapters decide without a server; the contract suites cover the rest.
describe('MongoDB store, without a server', () => {
  describe('the database', () => {
    it('is the one the URI names', () => {
      expect(databaseNameIn('mongodb://localhost:27017/fair_prod')).to.equal('fair_prod');
      expect(databaseNameIn('mongodb://user:p%40ss@a:1,b:2/fair?replicaSet=rs0')).to.equal('fair');
      expect(databaseNameIn('mongodb+srv://cluster.example/my%20db?retryWrites=true')).to.equal('my db');
    });

    it(`is none when the URI names none, so the store uses ${DEFAULT_DATABASE_NAME}`, () => {
      expect(databaseNameIn('mongodb://localhost:27017')).to.equal(null);
      expect(databaseNameIn('mongodb://localhost:27017/')).to.equal(null);
      expect(databaseNameIn('mongodb://localhost:27017/?directConnection=true')).to.equal(null);
    });
  });

  describe('a duplicate-key error', () => {
    const spec: CollectionSpec = {
      name: 'interviews',
      indexes: [
        { fields: ['studentId', 'companyId'], unique: true },
        { fields: ['email'], unique: true },
      ],
    };
    const duplicateKey = (message: string, keyPattern?: Record<string, number>) =>
      new MongoServerError({ message, code: 11000, ...(keyPattern === undefined ? {} : { keyPattern }) });

    const fieldOf = (error: unknown): string => {
      const violation = uniqueViolationOf(error, spec);
      expect(violation).to.be.instanceOf(UniqueViolation);
      return (violation as UniqueViolation).field;
    };

    it('becomes a UniqueViolation on the field of the index it names', () => {
      expect(fieldOf(duplicateKey('E11000 duplicate key error', { email: 1 }))).to.equal('email');
    });

    it('names a compound index by its fields in declared order', () => {
      expect(fieldOf(duplicateKey('E11000 duplicate key error', { companyId: 1, studentId: 1 }))).to.equal(
        'studentId,companyId',
      );
    });

    it('names the _id index id', () => {
      expect(fieldOf(duplicateKey('E11000 duplicate key error', { _id: 1 }))).to.equal('id');
    });

    it('is read from the message when the server gives no key pattern', () => {
      const message = (index: string) =>
        `E11000 duplicate key error collection: fair.interviews index: ${index} dup key: { }`;

      expect(fieldOf(duplicateKey(message('email_1')))).to.equal('email');
      expect(fieldOf(duplicateKey(message('studentId_1_companyId_1')))).to.equal('studentId,companyId');
      expect(fieldOf(duplicateKey(message('_id_')))).to.equal('id');
    });

    it('is the only error turned into a UniqueViolation', () => {
      expect(uniqueViolationOf(new MongoServerError({ message: 'other', code: 2 }), spec)).to.equal(null);
      expect(uniqueViolationOf(new Error('E11000'), spec)).to.equal(null);
    });
  });

  describe('a container started for the tests', () => {
    it('is reached at the address it gives, not at the member names of its replica set', () => {
      expect(directly('mongodb://localhost:32768')).to.equal('mongodb://localhost:32768/?directConnection=true');
      expect(directly('mongodb://user:secret@localhost:32768?authSource=admin')).to.equal(
        'mongodb://user:secret@localhost:32768/?authSource=admin&directConnection=true',
      );
    });
  });
});
