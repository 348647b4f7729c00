import Database from 'better-sqlite3';

/** Rows of a query on a test server's SQLite file, read as an auditor would (read-only, its own connection). */
export function sqliteRows<T>(file: string, statement: string, ...params: unknown[]): T[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(statement).all(...params) as T[];
  } finally {
    db.close();
  }
}
