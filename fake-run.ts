import { startFakeCalcom } from '@/tests/support/fake-calcom';
const fake = await startFakeCalcom();
console.log(fake.url);
setInterval(() => undefined, 1 << 30);
