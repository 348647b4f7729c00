// The proof of work's solver (./proof.ts), off the main thread: typing and scrolling stay smooth while it runs.
import { solveChallenge } from 'altcha-lib/v1';

type Work = { challenge: string; salt: string; algorithm: string; max: number };

self.onmessage = async (event: MessageEvent<Work>) => {
  const { challenge, salt, algorithm, max } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, max).promise;
  self.postMessage(solution);
};
