'use client';

import { RouteError } from '@/components/client/route-error';

export default RouteError;
