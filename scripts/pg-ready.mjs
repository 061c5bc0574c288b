// Exit 0 when a PostgreSQL server answers at the URL given, 1 otherwise (never hangs).
import postgres from 'postgres';

const sql = postgres(process.argv[2], { connect_timeout: 3, max: 1, onnotice: () => {} });
try {
  await sql`select 1`;
  process.exitCode = 0;
} catch {
  process.exitCode = 1;
} finally {
  await sql.end({ timeout: 1 });
}
