// One query on its own connection, for tests that look into (or tamper with) a PostgreSQL database.
import pg from 'pg';

export async function queryOnce<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
