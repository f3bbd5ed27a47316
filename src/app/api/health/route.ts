import { connection } from 'next/server';
import { healthResponse } from '@/server/health';

export async function GET(request: Request) {
  await connection(); // never prerendered: it must answer for the database as it is now
  return healthResponse(request);
}
