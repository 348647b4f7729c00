import { handleChallenge } from '@/lib/leads/endpoints/proof';

export const dynamic = 'force-dynamic';

export function GET() {
  return handleChallenge();
}
