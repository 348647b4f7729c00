// Waits until a URL answers, so that the second build starts after the first server is up.
const url = process.argv[2];
const deadline = Date.now() + 600_000;
while (Date.now() < deadline) {
  try {
    if ((await fetch(url)).ok) process.exit(0);
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
process.exit(1);
