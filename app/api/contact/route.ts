import { handleContact } from '@/lib/leads/handlers';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return handleContact(request);
}
