import { connection } from 'next/server';
import { readinessResponse } from '@/server/health';

export async function GET() {
  await connection(); // never prerendered: it answers for this process as it is now
  return readinessResponse();
}
