import { Redis } from "ioredis";

/** The Redis the cross-instance tests use: TEST_REDIS_URL, or the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether that Redis answers: the tests that need it run only then. */
export async function isRedisUp(url = TEST_REDIS_URL) {
  const probe = new Redis(url, { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
