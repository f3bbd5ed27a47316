import { connection } from 'next/server';
import { checkDatabase } from '@/server/health';

export async function GET() {
  await connection(); // never prerendered: it must answer for the database as it is now
  const database = await checkDatabase();
  return Response.json(
    { status: database.ok ? 'ok' : 'unavailable', database: database.ok ? 'up' : 'down' },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
