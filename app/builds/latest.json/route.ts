// Written once at build time: clients poll it to notice that a newer build has been deployed.
export const dynamic = 'force-static';

const builtAt = Date.now();

export function GET() {
  return Response.json({ id: __BUILD_ID__, timestamp: builtAt });
}
